// For "bad input changes nothing" tests: every stored user row and every stored upload.
import { existsSync, readdirSync } from 'node:fs';
import type { TestServer } from './test-server';
import { uploadsDir } from '../uploads/image-store';

export async function usersAndUploads(test: TestServer) {
  const users = await test.db.selectFrom('users').selectAll().orderBy('id').execute();
  const dir = uploadsDir(test.config);
  const uploads = existsSync(dir) ? readdirSync(dir).sort() : [];
  return { users, uploads };
}
