// The temporary files of a request are removed after it, whatever the route did with them.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../http/context';
import { discardUploadsAfterRequest } from './multipart-image';

const dir = mkdtempSync(path.join(tmpdir(), 'hostel-multipart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function contextWithFiles(...names: string[]): AppContext {
  const files = names.map((name) => {
    const filepath = path.join(dir, name);
    writeFileSync(filepath, 'x');
    return { filepath, size: 1 };
  });
  return {
    request: { files: { image: files[0], other: files.slice(1) } },
  } as unknown as AppContext;
}

describe('discardUploadsAfterRequest', () => {
  it('removes every uploaded file once the route is done', async () => {
    const ctx = contextWithFiles('a', 'b', 'c');
    await discardUploadsAfterRequest()(ctx, async () => {
      expect(existsSync(path.join(dir, 'a'))).toBe(true);
    });
    for (const name of ['a', 'b', 'c']) expect(existsSync(path.join(dir, name))).toBe(false);
  });

  it('removes them when the route fails too', async () => {
    const ctx = contextWithFiles('d');
    await expect(
      discardUploadsAfterRequest()(ctx, async () => {
        throw new Error('route failed');
      }),
    ).rejects.toThrow('route failed');
    expect(existsSync(path.join(dir, 'd'))).toBe(false);
  });
});
