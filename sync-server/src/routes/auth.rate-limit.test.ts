// Sign-in throttling against a real server behind a trusted proxy (TRUST_PROXY, so the
// X-Forwarded-For address is the client's): an attacker's failures from another address cannot
// block the resident's known device (OWASP device cookie), and slow a new device only briefly;
// guessing from one address slows down exponentially (Retry-After 1, 2, 4 s …); parallel guesses
// cannot slip past the allowance. The servers' clock is the test's: waiting is moving it.
// In the node-pg project the same tests run against TWO instances on one PostgreSQL
// database sharing one Redis, each browser's requests alternating between them: every count and
// block must then hold across instances.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_CODES } from '@hostel/shared-schema';
import { testsUsePostgres } from '../test-support/postgres-databases';
import { startRedis, type TestRedis } from '../test-support/redis-server';
import { SettableClock } from '../test-support/settable-clock';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { SHORT_CEILING_SECONDS } from '../auth/login-throttle';

let test: TestServer;
let instances: TestServer[];
let redis: TestRedis | undefined;
let clock: SettableClock;
beforeEach(async () => {
  // At the start of a failure window (an hour of the clock), so no test's counts roll over.
  clock = new SettableClock(Math.ceil(Date.now() / 3_600_000) * 3_600_000);
  if (!testsUsePostgres()) {
    test = await startTestServer({ TRUST_PROXY: 'true' }, { clock });
    instances = [test];
    return;
  }
  redis = await startRedis();
  const env = { TRUST_PROXY: 'true', REDIS_URL: redis.url };
  test = await startTestServer(env, { clock });
  const second = { ...env, DATABASE_URL: test.config.databaseUrl! };
  instances = [test, await startTestServer(second, { clock })];
});
afterEach(async () => {
  // The first server owns the database: the others close before it drops it.
  for (const instance of instances.slice(1)) await instance.close();
  await test.close();
  await redis?.stop();
  redis = undefined;
});

const PASSWORD = 'Secret#2026';
let counter = 0;

async function registered(): Promise<string> {
  const email = `throttled${++counter}@hostel.test`;
  const answer = await test.client().post('/api/auth/register', {
    name: 'Throttled',
    email,
    password: PASSWORD,
    photo: 'https://images.example/a.png',
  });
  expect(answer.status).toBe(201);
  return email;
}

/** One browser at one address: keeps its cookies (session, device); with several instances its
 * requests alternate between them. */
function browserAt(address: string) {
  let cookies = new Map<string, string>();
  let turn = 0; // which instance the next request goes to (round robin, like the load balancer)
  return {
    cookies: () => cookies,
    forget: () => (cookies = new Map()),
    async login(email: string, password: string) {
      const instance = instances[turn++ % instances.length]!;
      const answer = await fetch(new URL('/api/auth/login', instance.url), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': address,
          cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        },
        body: JSON.stringify({ email, password }),
      });
      for (const line of answer.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const index = pair!.indexOf('=');
        cookies.set(pair!.slice(0, index), pair!.slice(index + 1));
      }
      const body = (await answer.json()) as any;
      return { status: answer.status, retryAfter: Number(answer.headers.get('retry-after')), body };
    },
  };
}

/** Time passes on the servers' clock. */
const wait = (ms: number) => clock.set(clock.now() + ms);

describe('sign-in throttling', () => {
  it("an attacker from another address cannot block the resident's known device", async () => {
    const email = await registered();
    const phone = browserAt('10.0.0.5');
    expect((await phone.login(email, PASSWORD)).status).toBe(200);
    expect(phone.cookies().has('hm_device')).toBe(true);

    const attacker = browserAt('203.0.113.66');
    const statuses = [];
    for (let i = 0; i < 20; i += 1)
      statuses.push((await attacker.login(email, 'guess#' + i)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses).toContain(429);

    // The account is under backoff for unknown devices, even from a fresh address…
    const stranger = browserAt('198.51.100.7');
    const refused = await stranger.login(email, PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe(AUTH_CODES.tooManyRequests);
    expect(refused.retryAfter).toBeGreaterThan(0);
    // …but the resident's phone signs in at once, and again after a typo.
    expect((await phone.login(email, PASSWORD)).status).toBe(200);
    expect((await phone.login(email, 'typo#1')).status).toBe(401);
    expect((await phone.login(email, PASSWORD)).status).toBe(200);
  });

  it('a device cookie is bound to its account and cannot be forged', async () => {
    const [mine, other] = [await registered(), await registered()];
    const phone = browserAt('10.0.0.9');
    expect((await phone.login(mine, PASSWORD)).status).toBe(200);
    const attacker = browserAt('203.0.113.9');
    for (let i = 0; i < 7; i += 1) await attacker.login(other, 'guess#' + i);
    // The phone's cookie names `mine`, so for `other` it is an unknown device: blocked.
    expect((await phone.login(other, PASSWORD)).status).toBe(429);
    // A tampered signature is no device cookie.
    const value = phone.cookies().get('hm_device')!;
    phone.cookies().set('hm_device', value.slice(0, -2) + (value.endsWith('AA') ? 'BB' : 'AA'));
    const elsewhere = browserAt('203.0.113.99');
    for (let i = 0; i < 7; i += 1) await elsewhere.login(mine, 'guess#' + i);
    expect((await phone.login(mine, PASSWORD)).status).toBe(429);
  });

  it('guessing from one address slows down exponentially', async () => {
    const email = await registered();
    const guesser = browserAt('203.0.113.10');
    for (let i = 0; i < 5; i += 1) expect((await guesser.login(email, 'guess#')).status).toBe(401);
    // The 6th failure blocks 1 s, the 7th 2 s, the 8th 4 s: Retry-After is the whole block, since
    // the clock stands still until the test moves it.
    expect((await guesser.login(email, 'guess#')).status).toBe(401);
    for (const seconds of [1, 2, 4]) {
      const blocked = await guesser.login(email, 'guess#');
      expect(blocked.status).toBe(429);
      expect(blocked.retryAfter).toBe(seconds);
      wait(seconds * 1000 - 1);
      expect((await guesser.login(email, 'guess#')).status).toBe(429);
      wait(1);
      expect((await guesser.login(email, 'guess#')).status).toBe(401);
    }
    const next = await guesser.login(email, 'guess#');
    expect(next.status).toBe(429);
    expect(next.retryAfter).toBe(8);
  });

  it("someone else's guesses slow a new device for seconds, never minutes", async () => {
    const email = await registered();
    const attacker = browserAt('203.0.113.20');
    // Guessing each time the attacker may: 15 checked guesses (about 8 minutes of the clock).
    for (let checked = 0; checked < 15;) {
      const answer = await attacker.login(email, 'guess#' + checked);
      if (answer.status === 429) wait(answer.retryAfter * 1000);
      else checked += 1;
    }
    // The attacker's own address and account together are now blocked for many minutes…
    const attackerWaits = await attacker.login(email, 'guess#');
    expect(attackerWaits.status).toBe(429);
    expect(attackerWaits.retryAfter).toBeGreaterThan(60);
    // …while the resident's new phone, elsewhere, waits at most the short ceiling.
    const newPhone = browserAt('198.51.100.20');
    let answer = await newPhone.login(email, PASSWORD);
    if (answer.status === 429) {
      expect(answer.retryAfter).toBeLessThanOrEqual(SHORT_CEILING_SECONDS);
      wait(answer.retryAfter * 1000);
      answer = await newPhone.login(email, PASSWORD);
    }
    expect(answer.status).toBe(200);
  });

  it('a new device behind the same address as a guesser is slowed, not shut out', async () => {
    const [mine, targeted] = [await registered(), await registered()];
    const sharedAddress = '10.20.30.40'; // the hostel's network, or a proxy not trusted
    const attacker = browserAt(sharedAddress);
    for (let guess = 0; guess < 30; guess += 1) {
      const answer = await attacker.login(targeted, 'guess#' + guess);
      if (answer.status === 429) wait(answer.retryAfter * 1000);
    }
    const laptop = browserAt(sharedAddress);
    let answer = await laptop.login(mine, PASSWORD);
    if (answer.status === 429) {
      expect(answer.retryAfter).toBeLessThanOrEqual(SHORT_CEILING_SECONDS);
      wait(answer.retryAfter * 1000);
      answer = await laptop.login(mine, PASSWORD);
    }
    expect(answer.status).toBe(200);
  });

  it('counts parallel guesses: at most 6 of 12 at once are checked', async () => {
    const email = await registered();
    const guesser = browserAt('203.0.113.11');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => guesser.login(email, 'guess#').then((r) => r.status)),
    );
    expect(answers.filter((status) => status === 401).length).toBeLessThanOrEqual(6);
    expect(answers.filter((status) => status === 429).length).toBeGreaterThanOrEqual(6);
  });

  it('successful sign-ins never use up the allowance', async () => {
    const email = await registered();
    const laptop = browserAt('10.0.0.12');
    for (let i = 0; i < 12; i += 1) {
      laptop.forget(); // no device cookie: the address and account allowances apply
      expect((await laptop.login(email, PASSWORD)).status).toBe(200);
    }
  });
});
