// Sign-in, sign-up and the session calls need bodies well under 1 KB: anything much larger is
// refused (413) before it is parsed, so a signed-out caller cannot spend the server's CPU on
// parsing 90k-key JSON. Their ordinary bodies pass as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(() => test.close());

const post = (path: string, body: string) =>
  fetch(`${test.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });

/** About 100 KB of JSON in 9,000 keys, with the fields sign-in needs. */
const manyKeys = JSON.stringify({
  email: 'nobody@hostel.test',
  password: 'wrong',
  ...Object.fromEntries(Array.from({ length: 9000 }, (_, index) => [`k${index}`, index])),
});

describe('small-body routes', () => {
  for (const path of ['/api/auth/login', '/api/auth/register', '/api/create-jwt']) {
    it(`${path} refuses a large JSON body with 413`, async () => {
      const answer = await post(path, manyKeys);
      expect(answer.status).toBe(413);
    });
  }

  it('still read an ordinary sign-in body', async () => {
    const answer = await post(
      '/api/auth/login',
      JSON.stringify({ email: 'nobody@hostel.test', password: 'wrong-password' }),
    );
    expect(answer.status).toBe(401);
  });
});
