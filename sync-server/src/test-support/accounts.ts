// Test accounts without going through the sign-up screens: a user row written straight to the
// database and a client holding a valid session cookie for it. (The auth routes have their own
// tests; other areas only need "a signed-in resident" or "a signed-in admin".)
import { EMPTY_ABOUT } from '@hostel/shared-schema';
import { SESSION_COOKIE } from '../auth/session';
import { systemClock, type Clock } from '../domain/hostel/clock';
import { createSession } from '../domain/sessions/session-store';
import { newId } from '../db/ids';
import type { ApiClient } from './api-client';
import type { TestServer } from './test-server';

export type TestUser = {
  id: string;
  email: string;
  name: string;
  role: 'general' | 'admin';
  photo: string;
};

let counter = 0;

/**
 * Only the database and a client maker are needed (scale-out tests pass their own). Accounts and
 * sessions are dated by the server's clock when one is given, so a test that sets the server's
 * clock sees its residents created (and their packages begun) at that time.
 */
export type AccountsTarget = Pick<TestServer, 'db' | 'client'> & { clock?: Clock };

export async function createUser(
  test: Pick<TestServer, 'db'> & { clock?: Clock },
  overrides: Partial<TestUser> & { badge?: string; package?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const user: TestUser = {
    id: overrides.id ?? newId(),
    email: (overrides.email ?? `user${counter}-${Date.now()}@hostel.test`).toLowerCase(),
    name: overrides.name ?? `Test User ${counter}`,
    role: overrides.role ?? 'general',
    photo: overrides.photo ?? 'https://images.example/avatar.png',
  };
  await test.db
    .insertInto('users')
    .values({
      id: user.id,
      name: user.name,
      email: user.email,
      password_hash: null,
      role: user.role,
      badge: overrides.badge ?? 'bronze',
      package: overrides.package ?? '',
      about: JSON.stringify(EMPTY_ABOUT),
      photo: user.photo,
      created_at: (test.clock ?? systemClock).now(),
    })
    .execute();
  return user;
}

/** How long a test's session lasts: longer than any span a test moves the server's clock by. */
const TEST_SESSION_SECONDS = 366 * 24 * 3600;

/** A client signed in as `user` (a session row, and its token as the cookie). */
export async function signedInClient(test: AccountsTarget, user: TestUser): Promise<ApiClient> {
  const now = (test.clock ?? systemClock).now();
  const { token } = await createSession(test.db, user.id, TEST_SESSION_SECONDS, now);
  const client = test.client();
  client.setCookie(SESSION_COOKIE, token);
  return client;
}

/** Shorthand: a new user of the given role and a client signed in as them. */
export async function signedInAs(
  test: AccountsTarget,
  role: 'general' | 'admin' = 'general',
  overrides: Partial<TestUser> & { badge?: string; package?: string } = {},
): Promise<{ user: TestUser; client: ApiClient }> {
  const user = await createUser(test, { ...overrides, role });
  return { user, client: await signedInClient(test, user) };
}
