// Revocable sessions against a real server: logout, "Change password" and "Sign out
// everywhere" end sessions so a replayed token gets 401, sockets of ended sessions are dropped
// and cannot reconnect signed in, and expired sessions are swept.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { SESSION_COOKIE } from '../auth/session';
import {
  createSession,
  hashSessionToken,
  sweepExpiredSessions,
} from '../domain/sessions/session-store';
import { createUser } from '../test-support/accounts';
import type { ApiClient } from '../test-support/api-client';
import { startTestServer, type TestServer } from '../test-support/test-server';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(() => test.close());

const PASSWORD = 'Secret#2026';
let counter = 0;

/** A new embedded account, and a client signed in through the real login. */
async function account(): Promise<{ email: string; signIn: () => Promise<ApiClient> }> {
  const email = `sessions${++counter}@hostel.test`;
  const registrar = test.client();
  const registered = await registrar.post('/api/auth/register', {
    name: 'Session Tester',
    email,
    password: PASSWORD,
    photo: 'https://images.example/a.png',
  });
  expect(registered.status).toBe(201);
  await registrar.post('/api/remove-jwt', {}); // registering signed in: only count the logins
  const signIn = async (password = PASSWORD) => {
    const client = test.client();
    const answer = await client.post('/api/auth/login', { email, password });
    expect(answer.status).toBe(200);
    return client;
  };
  return { email, signIn };
}

/** A client that only knows a copy of `client`'s cookie: an attacker replaying the token. */
function replay(client: ApiClient): ApiClient {
  const copy = test.client();
  for (const part of client.cookieHeader.split('; ')) {
    const [name, ...value] = part.split('=');
    copy.setCookie(name!, value.join('='));
  }
  return copy;
}

const me = (client: ApiClient) => client.get('/api/auth/me').then((answer) => answer.status);

describe('logout (POST /api/remove-jwt)', () => {
  it.each([
    ['{}', {}],
    ['{"email": ""}', { email: '' }],
    ['another e-mail', { email: 'someone.else@hostel.test' }],
    ['no body', undefined],
    ['a body that is no object', [1, 2]],
    ['a hostile 1 MB e-mail', { email: `a@${'.'.repeat(1_000_000 - 200)}@` }],
  ])('with %s ends the session: the token replayed afterwards gets 401', async (_, body) => {
    const { signIn } = await account();
    const client = await signIn();
    const stolen = replay(client);
    expect(await me(stolen)).toBe(200);
    const answer = await client.post('/api/remove-jwt', body);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
    expect(answer.headers.getSetCookie().join(';')).toMatch(
      /hm_session=;.*expires=Thu, 01 Jan 1970/i,
    );
    expect(await me(stolen)).toBe(401);
    expect(await me(client)).toBe(401);
  });

  it('ends only the caller’s session: the same user elsewhere stays signed in', async () => {
    const { signIn } = await account();
    const [phone, laptop] = [await signIn(), await signIn()];
    await phone.post('/api/remove-jwt', {});
    expect(await me(phone)).toBe(401);
    expect(await me(laptop)).toBe(200);
  });

  it('stores only a hash of the random token', async () => {
    const { signIn } = await account();
    const client = await signIn();
    const token = client.cookieHeader.match(/hm_session=([^;]+)/)![1]!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await test.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash)).toContain(hashSessionToken(token));
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
  });

  it('a forged or unknown token is no session', async () => {
    const client = test.client();
    client.setCookie(SESSION_COOKIE, 'A'.repeat(43));
    expect(await me(client)).toBe(401);
    client.setCookie(SESSION_COOKIE, 'eyJhbGciOiJIUzI1NiJ9.e30.x');
    expect(await me(client)).toBe(401);
  });
});

describe('change password', () => {
  it('needs the current password, then ends every other session', async () => {
    const { email, signIn } = await account();
    const [phone, laptop] = [await signIn(), await signIn()];
    const stolen = replay(laptop);

    const wrong = await phone.post('/api/auth/change-password', {
      currentPassword: 'not-it#1',
      newPassword: 'Brand#New1',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ field: 'currentPassword' });
    const weak = await phone.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'short',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error.field).toBe('newPassword');
    expect(await me(laptop)).toBe(200);

    const changed = await phone.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'Brand#New1',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ success: true, signedOut: 1 });
    expect(await me(phone)).toBe(200);
    expect(await me(laptop)).toBe(401);
    expect(await me(stolen)).toBe(401);
    const login = (password: string) =>
      test
        .client()
        .post('/api/auth/login', { email, password })
        .then((answer) => answer.status);
    expect(await login(PASSWORD)).toBe(401);
    expect(await login('Brand#New1')).toBe(200);
  });

  it('slows down guessing the current password with a stolen session', async () => {
    const { signIn } = await account();
    const stolen = await signIn();
    const guess = () =>
      stolen
        .post('/api/auth/change-password', {
          currentPassword: 'guess#1',
          newPassword: 'Brand#New1',
        })
        .then((answer) => answer.status);
    for (let i = 0; i < 6; i += 1) expect(await guess()).toBe(400);
    expect(await guess()).toBe(429);
    expect(await me(stolen)).toBe(200);
  });

  it('is refused (409) for an account without a password', async () => {
    const user = await createUser(test);
    const { token } = await createSession(test.db, user.id, 3600, test.clock.now());
    const client = test.client();
    client.setCookie(SESSION_COOKIE, token);
    const answer = await client.post('/api/auth/change-password', {
      currentPassword: 'x',
      newPassword: 'Brand#New1',
    });
    expect(answer.status).toBe(409);
    expect((await client.get('/api/auth/account')).body).toEqual({
      hasPassword: false,
      sessions: 1,
    });
  });
});

describe('sign out everywhere', () => {
  it('ends every other session, keeps this one, and drops their sockets', async () => {
    const { signIn } = await account();
    const [phone, laptop, tablet] = [await signIn(), await signIn(), await signIn()];
    expect((await phone.get('/api/auth/account')).body).toEqual({ hasPassword: true, sessions: 3 });
    const socket = await socketFor(laptop);
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const answer = await phone.post('/api/auth/sign-out-everywhere', {});
    expect(answer.body).toEqual({ success: true, signedOut: 2 });
    expect(await me(phone)).toBe(200);
    expect(await me(laptop)).toBe(401);
    expect(await me(tablet)).toBe(401);
    expect(await dropped).toBe('io server disconnect');

    // The ended session's cookie connects only as a visitor: chat refuses it.
    const again = await socketFor(laptop);
    const refused = await again.timeout(2000).emitWithAck('new-user-add', 'x');
    expect(refused).toEqual({ error: expect.any(String) });
    again.disconnect();
    expect((await phone.get('/api/auth/account')).body.sessions).toBe(1);
  });

  it('logout drops the sockets of that session only', async () => {
    const { signIn } = await account();
    const [phone, laptop] = [await signIn(), await signIn()];
    const [phoneSocket, laptopSocket] = [await socketFor(phone), await socketFor(laptop)];
    const dropped = new Promise<string>((resolve) => phoneSocket.once('disconnect', resolve));
    await phone.post('/api/remove-jwt', { email: '' });
    expect(await dropped).toBe('io server disconnect');
    expect(await laptopSocket.timeout(2000).emitWithAck('new-user-add', 'x')).toEqual({ ok: true });
    laptopSocket.disconnect();
  });
});

describe('expired sessions', () => {
  it('are refused, and swept at start', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-sweep-'));
    const first = await startTestServer({ DATA_DIR: dataDir });
    const user = await createUser(first);
    const expired = await createSession(first.db, user.id, 60, Date.now() - 3600_000);
    const live = await createSession(first.db, user.id, 3600, Date.now());
    const client = first.client();
    client.setCookie(SESSION_COOKIE, expired.token);
    expect(await me(client)).toBe(401);
    await first.close();

    const second = await startTestServer({ DATA_DIR: dataDir });
    try {
      const rows = await second.db.selectFrom('sessions').select('token_hash').execute();
      expect(rows.map((row) => row.token_hash)).toEqual([live.tokenHash]);
      expect(await sweepExpiredSessions(second.db, Date.now() + 7200_000)).toBe(1);
    } finally {
      await second.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

async function socketFor(client: ApiClient): Promise<Socket> {
  const socket = connect(test.url, {
    transports: ['websocket'],
    extraHeaders: { cookie: client.cookieHeader },
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}
