// Multipart is parsed only where an upload is taken, and a refused upload (a second file, too
// large a file, not an image, too large a text field) leaves no open descriptor and no temporary
// file behind. The server runs in this process, so /proc/self/fd shows its descriptors.
import { readdirSync, readlinkSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@hostel/shared-schema';
import { signedInAs } from '../test-support/accounts';
import type { ApiClient } from '../test-support/api-client';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { uploadTempDir } from '../uploads/multipart-body';
import { imageForm, PNG_1X1, TEXT_FILE } from '../test-support/test-images';

let test: TestServer;
let client: ApiClient;
beforeAll(async () => {
  test = await startTestServer();
  ({ client } = await signedInAs(test));
});
afterAll(() => test.close());

/** Descriptors of this process that point at files (not sockets, pipes or devices). */
function openFiles(): string[] {
  const targets: string[] = [];
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`);
      if (target.startsWith('/') && !target.startsWith('/dev/') && !target.startsWith('/proc/')) {
        targets.push(target);
      }
    } catch {
      // closed between readdir and readlink
    }
  }
  return targets.sort();
}

function tempFiles(): string[] {
  try {
    return readdirSync(uploadTempDir(test.config), { recursive: true }) as string[];
  } catch {
    return [];
  }
}

/** Waits (polling, up to 3 s) for the open files to be back to `before`; returns what is left. */
async function leftOpen(before: string[]): Promise<string[]> {
  const deadline = Date.now() + 3000;
  for (;;) {
    const extra = openFiles().filter((file) => !before.includes(file));
    if (extra.length === 0 || Date.now() > deadline) return extra;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The second file spans many chunks: formidable opened it after failing, and never closed it. */
const twoFiles = () => {
  const form = imageForm(PNG_1X1, 'a.png');
  const second = Buffer.concat([PNG_1X1, Buffer.alloc(1024 * 1024)]);
  form.append('image2', new Blob([second], { type: 'image/png' }), 'b.png');
  return form;
};
const tooLarge = () =>
  imageForm(Buffer.concat([PNG_1X1, Buffer.alloc(MAX_UPLOAD_BYTES)]), 'big.png');
const notAnImage = () => imageForm(TEXT_FILE, 'a.png');
const hugeField = () => imageForm(PNG_1X1, 'a.png', { name: 'x'.repeat(2 * 1024 * 1024) });

/** Sends a form; an early answer may reset the upload, which counts as refused. */
async function send(path: string, form: FormData, as: ApiClient = client) {
  try {
    return (await as.postForm(path, form)).status;
  } catch {
    return 'reset';
  }
}

describe('refused uploads leave nothing behind', () => {
  it.each([
    ['a second file', '/api/upload', twoFiles, 413],
    ['a file over the limit', '/api/upload', tooLarge, 413],
    ['a file that is not an image', '/api/upload', notAnImage, 400],
    ['a 2 MB text field', '/api/upload', hugeField, 413],
    ['a second file at sign-up', '/api/auth/register', twoFiles, 413],
    ['a 2 MB text field at sign-up', '/api/auth/register', hugeField, 413],
  ])('%s to %s', async (_, path, form, status) => {
    await send(path, imageForm(PNG_1X1, 'warm.png')); // warm the connection pool
    const before = openFiles();
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await send(path, form()));
    for (const answer of answers) expect([status, 'reset']).toContain(answer);
    expect(answers).toContain(status);
    expect(await leftOpen(before)).toEqual([]);
    expect(tempFiles()).toEqual([]);
  });

  it.each(['/healthz', '/api/auth/login', '/api/add-review', '/api/all-meals'])(
    'does not parse multipart on %s at all',
    async (path) => {
      const before = openFiles();
      for (let i = 0; i < 3; i += 1) {
        const answer = await send(path, twoFiles(), test.client());
        expect(answer === 'reset' || (answer >= 400 && answer < 500)).toBe(true);
      }
      expect(await leftOpen(before)).toEqual([]);
      expect(tempFiles()).toEqual([]);
    },
  );

  it('still takes one image', async () => {
    const answer = await client.postForm('/api/upload', imageForm(PNG_1X1, 'ok.png'));
    expect(answer.status).toBe(200);
    expect(tempFiles()).toEqual([]);
  });
});
