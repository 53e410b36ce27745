// Login rate limits (own server: the per-address counter would otherwise span other tests).
// 5 failures per account and 20 per address in 15 minutes; a success clears the account's count.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_CODES } from '@hostel/shared-schema';
import { startTestServer, type TestServer } from '../test-support/test-server';

let test: TestServer;
beforeEach(async () => {
  test = await startTestServer();
});
afterEach(() => test.close());

const PASSWORD = 'secret!1';
let counter = 0;

async function registered(): Promise<string> {
  const email = `limited${++counter}@hostel.test`;
  const response = await test.client().post('/api/auth/register', {
    name: 'Limited',
    email,
    password: PASSWORD,
    photo: 'https://images.example/a.png',
  });
  expect(response.status).toBe(201);
  return email;
}

const login = (email: string, password: string) =>
  test.client().post('/api/auth/login', { email, password });

describe('login rate limits', () => {
  it('answers 429 auth/too-many-requests after 5 failures on an account, even with the right password', async () => {
    const email = await registered();
    for (let i = 0; i < 5; i += 1) expect((await login(email, 'wrong!!')).status).toBe(401);
    const blocked = await login(email, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe(AUTH_CODES.tooManyRequests);
    expect(blocked.headers.getSetCookie()).toEqual([]);
    // another account from the same address still signs in
    expect((await login(await registered(), PASSWORD)).status).toBe(200);
  });

  it('a success clears the account counter', async () => {
    const email = await registered();
    for (let i = 0; i < 4; i += 1) await login(email, 'wrong!!');
    expect((await login(email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login(email, 'wrong!!')).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it('counts parallel guesses: at most 5 of 12 at once are checked', async () => {
    const email = await registered();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => login(email, 'wrong!!').then((r) => r.status)),
    );
    expect(answers.filter((status) => status === 401)).toHaveLength(5);
    expect(answers.filter((status) => status === 429)).toHaveLength(7);
  });

  it('successful sign-ins do not use up the address allowance', async () => {
    const email = await registered();
    for (let i = 0; i < 25; i += 1) expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it('answers 429 after 20 failures from one address, across accounts', async () => {
    const email = await registered();
    for (let i = 0; i < 20; i += 1) {
      expect((await login(`nobody${i}@hostel.test`, 'wrong!!')).status).toBe(401);
    }
    const blocked = await login(email, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe(AUTH_CODES.tooManyRequests);
  });
});
