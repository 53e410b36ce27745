// Sign-in and sign-up take bodies from anyone, before any session: a hostile e-mail (the ReDoS
// input of the attack run) must be refused at once, with a 400 naming the e-mail or, for a body
// over these routes' small limit (http/body-limits.ts), a 413 before parsing it, while the
// server keeps answering others.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(() => test.close());

/** Generous: the quadratic pattern took seconds for 60k dots and minutes for 1 MB. */
const FAST_MS = 1500;

async function timed(path: string, body: unknown) {
  const started = performance.now();
  const answer = await test.client().post(path, body);
  return { ...answer, ms: performance.now() - started };
}

describe('hostile sign-in and sign-up bodies', () => {
  const dots = `a@${'.'.repeat(60_000)}@`;
  const nearlyOneMb = `a@${'.'.repeat(1_000_000 - 200)}@`;

  it.each([
    ['/api/auth/login', { email: dots, password: 'secret!1' }],
    ['/api/auth/register', { name: 'A', email: dots, password: 'secret!1', photo: '/x.png' }],
    ['/api/auth/login', { email: nearlyOneMb, password: 'secret!1' }],
    ['/api/create-jwt', { email: nearlyOneMb }],
    // /api/remove-jwt does not read its body at all (logout works whatever the body
    // holds); sessions.test.ts checks it answers a hostile e-mail at once.
  ])('%s refuses a hostile e-mail at once', async (path, body) => {
    const answer = await timed(path, body);
    expect([400, 401, 413]).toContain(answer.status);
    if (answer.status === 400) expect(answer.body.error.field).toBe('email');
    expect(answer.ms).toBeLessThan(FAST_MS);
  });

  it('refuses a body over the limit with a 413 before parsing it', async () => {
    const answer = await timed('/api/auth/login', {
      email: `a@${'.'.repeat(2_000_000)}@`,
      password: 'x',
    });
    expect(answer.status).toBe(413);
    expect(answer.ms).toBeLessThan(FAST_MS);
  });
});
