// Migrations are discovered, not listed: every file in db/migrations runs on a fresh SQLite file
// (and is recorded once), a second run changes nothing, and a misnamed file is refused rather
// than silently skipped. The compiled server's copy is covered by scripts/start.test.ts, which
// starts the built server on an empty data folder.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { discoverMigrations, migrateToLatest, MIGRATIONS_DIR } from './migrate';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrate-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('migrateToLatest', () => {
  it('runs every file of db/migrations, once', async () => {
    const files = readdirSync(MIGRATIONS_DIR).map((file) => file.replace(/\.ts$/, ''));
    const db = openDatabase(tempDir());
    try {
      await migrateToLatest(db);
      await migrateToLatest(db);
      const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db);
      expect(rows.map((row) => row.name).sort()).toEqual(files.sort());
    } finally {
      await db.destroy();
    }
  });

  it('refuses a file whose name is not a dated migration', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, '2026-11-24-14_misnamed.ts'), 'export async function up() {}\n');
    await expect(discoverMigrations(dir)).rejects.toThrow(/Not a migration name: .*misnamed/);
  });

  it('refuses a migration without up()', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, '2026-11-24-14-no-up.ts'), 'export const nothing = 1;\n');
    await expect(discoverMigrations(dir)).rejects.toThrow(/has no exported up\(\) function/);
  });
});
