// Answers meant for one signed-in caller (their account, payments, statement) say no cache may
// keep them: `Cache-Control: no-store`, so a shared proxy or a browser cache on a shared computer
// never hands them to someone else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../test-support/accounts';
import { startTestServer, type TestServer } from '../test-support/test-server';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(() => test.close());

describe('private answers', () => {
  it('carry Cache-Control: no-store', async () => {
    const { user, client } = await signedInAs(test);
    const admin = await signedInAs(test, 'admin');
    const reads: [typeof client, string, Record<string, string>?][] = [
      [client, '/api/auth/me'],
      [client, '/api/my-payments', { email: user.email }],
      [client, '/api/get-user', { email: user.email }],
      [client, '/api/statements/mine', { month: '2026-01' }],
      [admin.client, '/api/all-users'],
    ];
    for (const [reader, path, query] of reads) {
      const answer = await reader.get(path, query);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});
