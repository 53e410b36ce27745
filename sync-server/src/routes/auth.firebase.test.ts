// IDENTITY_PROVIDER=firebase: the server issues its session only for a verified ID token. The
// verifier's own checks are in auth/firebase-token.test.ts; here a stand-in verifier drives the
// route on an app with the real middleware (session, body parsing, errors).
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Router from '@koa/router';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, EMPTY_ABOUT } from '@hostel/shared-schema';
import type { FirebaseVerifier } from '../auth/firebase-token';
import { sessionMiddleware } from '../auth/session';
import { loadConfig } from '../config';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { AppState, Deps } from '../http/context';
import { resolvePassKeys } from '../meal-pass/pass-keys';
import { errorMiddleware } from '../http/error-middleware';
import { ApiClient } from '../test-support/api-client';
import { startTestServer } from '../test-support/test-server';
import { registerAuthRoutes } from './auth.routes';
import { systemClock } from '../domain/hostel/clock';

const FIREBASE_ENV = {
  IDENTITY_PROVIDER: 'firebase',
  FIREBASE_PROJECT_ID: 'demo-hostel',
  FIREBASE_API_KEY: 'demo-api-key-for-tests',
};

/**
 * Stand-in verifier: "valid:<email>" is a token with a confirmed address, "unconfirmed:<email>"
 * one whose address the provider never confirmed; anything else does not verify.
 */
const verifyFirebaseToken: FirebaseVerifier = async (token) => {
  const [kind, email] = token.split(':');
  if (!email || (kind !== 'valid' && kind !== 'unconfirmed')) return undefined;
  return {
    uid: `uid-${email}`,
    email: email.toLowerCase(),
    emailVerified: kind === 'valid',
    name: 'Token Name',
  };
};

let dataDir: string;
let db: Db;
let http: Server;
let url: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-firebase-'));
  const config = loadConfig({
    ...FIREBASE_ENV,
    DATA_DIR: dataDir,
    ADMIN_EMAILS: 'boss@hostel.test,other-boss@hostel.test',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
  });
  db = openDatabase(dataDir);
  await migrateToLatest(db);
  const deps: Deps = {
    db,
    config,
    events: new EventEmitter(),
    clock: systemClock,
    passKeys: await resolvePassKeys(config, db, systemClock.now()),
  };
  const koa = new Koa<AppState>();
  koa.use(errorMiddleware());
  koa.use(koaBody());
  koa.use(sessionMiddleware(db, systemClock));
  const router = new Router<AppState>({ prefix: API_BASE });
  registerAuthRoutes(router, deps, { verifyFirebaseToken });
  koa.use(router.routes());
  http = createServer(koa.callback());
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => http.close(resolve));
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('POST /api/auth/firebase', () => {
  it('creates the account on first sign-in (spec §3 defaults) and issues the session', async () => {
    const client = new ApiClient(url);
    const response = await client.post('/api/auth/firebase', {
      idToken: 'valid:New.Person@Hostel.test',
      name: 'New Person',
      photo: 'https://images.example/new.png',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: 'New Person',
      email: 'new.person@hostel.test',
      role: 'general',
      badge: 'bronze',
      about: EMPTY_ABOUT,
      likings: [],
      ulikings: [],
      photo: 'https://images.example/new.png',
      isChatted: false,
      package: '',
    });
    expect((await client.get('/api/auth/me')).body.email).toBe('new.person@hostel.test');
    const again = await new ApiClient(url).post('/api/auth/firebase', {
      idToken: 'valid:new.person@hostel.test',
      name: 'Changed',
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ _id: response.body._id, name: 'New Person' });
  });

  it('takes the name from the token when the body has none; ADMIN_EMAILS makes no admin', async () => {
    const response = await new ApiClient(url).post('/api/auth/firebase', {
      idToken: 'valid:boss@hostel.test',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ name: 'Token Name', role: 'general', photo: '' });
  });

  it('an unconfirmed address gets a general account, never an ADMIN_EMAILS role', async () => {
    const response = await new ApiClient(url).post('/api/auth/firebase', {
      idToken: 'unconfirmed:other-boss@hostel.test',
    });
    expect(response.status).toBe(201);
    expect(response.body.role).toBe('general');
  });

  it('an unconfirmed address cannot take over an account made with a password', async () => {
    await db
      .insertInto('users')
      .values({
        id: 'seeded-admin-id-000000000',
        name: 'Seeded Admin',
        email: 'seeded-admin@hostel.test',
        password_hash: 'scrypt$16384$8$1$c2FsdA==$aGFzaA==',
        role: 'admin',
        badge: 'bronze',
        package: '',
        about: '{}',
        photo: '',
        created_at: Date.now(),
      })
      .execute();
    const client = new ApiClient(url);
    const refused = await client.post('/api/auth/firebase', {
      idToken: 'unconfirmed:seeded-admin@hostel.test',
    });
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('auth/unverified-email');
    expect((await client.get('/api/auth/me')).status).toBe(401);
    const confirmed = await client.post('/api/auth/firebase', {
      idToken: 'valid:seeded-admin@hostel.test',
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ _id: 'seeded-admin-id-000000000', role: 'admin' });
  });

  it('answers 401 for a token that does not verify, creating nothing', async () => {
    const client = new ApiClient(url);
    const response = await client.post('/api/auth/firebase', { idToken: 'forged' });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('auth/invalid-id-token');
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it.each([
    ['no token', {}, 'idToken'],
    ['a photo that is not a URL', { idToken: 'valid:x@hostel.test', photo: 'data:x' }, 'photo'],
  ])('answers 400 for %s', async (_, body, field) => {
    const before = await db.selectFrom('users').selectAll().execute();
    const response = await new ApiClient(url).post('/api/auth/firebase', body);
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe(field);
    expect(await db.selectFrom('users').selectAll().execute()).toEqual(before);
  });
});

describe('a server started with IDENTITY_PROVIDER=firebase', () => {
  it('has no password sign-in and refuses a token that does not verify', async () => {
    const test = await startTestServer(FIREBASE_ENV);
    try {
      const client = test.client();
      const login = await client.post('/api/auth/login', { email: 'a@b.io', password: 'x!xxxx' });
      expect(login.status).toBe(404);
      const register = await client.post('/api/auth/register', {});
      expect(register.status).toBe(404);
      const firebase = await client.post('/api/auth/firebase', { idToken: 'not a token' });
      expect(firebase.status).toBe(401);
    } finally {
      await test.close();
    }
  });
});
