// A request body that says it is compressed but does not decompress is the client's mistake:
// a 400 naming the problem, never a 500, on any API route, signed in or not. A body that does
// decompress is read as usual.
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(() => test.close());

const post = (path: string, encoding: string, body: Buffer) =>
  fetch(`${test.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-encoding': encoding },
    body,
  });

const garbage = Buffer.from('this is not compressed at all, not even a little');

describe('a compressed request body', () => {
  for (const encoding of ['br', 'gzip', 'deflate']) {
    it(`that does not decompress (${encoding}) answers 400 naming the encoding`, async () => {
      for (const path of ['/api/auth/login', '/api/auth/register', '/api/sync/likes/push']) {
        const answer = await post(path, encoding, garbage);
        expect(answer.status, path).toBe(400);
        const { error } = (await answer.json()) as { error: { code: string; message: string } };
        expect(error.code).toBe('bad_body_encoding');
        expect(error.message).toContain(encoding);
      }
    });
  }

  it('that decompresses is read as usual', async () => {
    const json = Buffer.from(JSON.stringify({ email: 'nobody@hostel.test', password: 'wrong' }));
    for (const [encoding, body] of [
      ['br', brotliCompressSync(json)],
      ['gzip', gzipSync(json)],
      ['deflate', deflateSync(json)],
    ] as const) {
      const answer = await post('/api/auth/login', encoding, body);
      expect(answer.status, encoding).toBe(401);
    }
  });
});
