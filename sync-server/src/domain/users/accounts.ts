// Accounts: creating one with the spec §3 defaults (or a demo account with its own), finding
// one and its stored credentials, and changing its password. No transaction of their own (the
// route, the seed or the admin tool opens it).
import { AUTH_CODES, EMPTY_ABOUT, NEW_USER_DEFAULTS } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { AppError, conflict } from '../../http/errors';
import { replaceMealPasses } from '../meal-pass/pass-generation';
import { USER_DOC_COLUMNS, type UserDocRow } from './user-doc';

/** `passwordHash` is null for accounts of an external identity provider (Firebase). */
export type NewAccount = {
  name: string;
  email: string;
  passwordHash: string | null;
  photo: string;
  /** When the account is made, by the server's clock. */
  createdAt: number;
};

export const EMAIL_IN_USE_MESSAGE = 'This e-mail is already registered';

export async function isEmailTaken(db: Executor, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Writes a new user with the defaults of spec §3 (general, bronze, empty about, no package).
 * Signing up never makes an admin: admins come from `npm run create-admin` (admin/).
 */
export async function createAccount(db: Executor, account: NewAccount): Promise<UserDocRow> {
  if (await isEmailTaken(db, account.email)) {
    throw conflict(EMAIL_IN_USE_MESSAGE, AUTH_CODES.emailInUse);
  }
  const id = newId();
  await db
    .insertInto('users')
    .values({
      id,
      name: account.name,
      email: account.email,
      password_hash: account.passwordHash,
      role: NEW_USER_DEFAULTS.role,
      badge: NEW_USER_DEFAULTS.badge,
      package: NEW_USER_DEFAULTS.package,
      about: JSON.stringify(NEW_USER_DEFAULTS.about),
      photo: account.photo,
      is_chatted: NEW_USER_DEFAULTS.isChatted ? 1 : 0,
      created_at: account.createdAt,
    })
    .execute();
  return db
    .selectFrom('users')
    .select(USER_DOC_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** What a sign-in needs: the id and the stored hash (null for accounts without a password). */
export async function credentialsOf(
  db: Executor,
  email: string,
): Promise<{ id: string; passwordHash: string | null } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('email', '=', email)
    .executeTakeFirst();
  return row && { id: row.id, passwordHash: row.password_hash };
}

const UNCONFIRMED_EMAIL_MESSAGE = 'Confirm your e-mail address before signing in';

/**
 * The account of someone an external identity provider has vouched for (Firebase): the existing
 * one with that email, or a new one with the defaults of spec §3. An address the provider has not
 * confirmed may not take over an account made here with a password (a seeded admin, say): anyone
 * can sign up at the provider with any address.
 */
export async function accountForProviderIdentity(
  db: Executor,
  account: Omit<NewAccount, 'passwordHash'> & { emailVerified: boolean },
): Promise<{ row: UserDocRow; created: boolean }> {
  const existing = await db
    .selectFrom('users')
    .select([...USER_DOC_COLUMNS, 'password_hash'])
    .where('email', '=', account.email)
    .executeTakeFirst();
  if (existing) {
    if (existing.password_hash !== null && !account.emailVerified) {
      throw new AppError(401, 'auth/unverified-email', UNCONFIRMED_EMAIL_MESSAGE);
    }
    const { password_hash: _hash, ...row } = existing;
    return { row, created: false };
  }
  const { emailVerified: _verified, ...fields } = account;
  const row = await createAccount(db, { ...fields, passwordHash: null });
  return { row, created: true };
}

/** Which of `emails` have an account (e.g. the demo accounts a database really holds). */
export async function registeredEmails(db: Executor, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.selectFrom('users').select('email').where('email', 'in', emails).execute();
  return new Set(rows.map((row) => row.email));
}

/** The ids and e-mails of the accounts with these e-mails, by e-mail. */
export async function accountsWithEmails(
  db: Executor,
  emails: readonly string[],
): Promise<{ id: string; email: string }[]> {
  if (emails.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', [...emails])
    .orderBy('email')
    .execute();
}

/** The account a name denotes: by e-mail or by id (chat receivers may name either). */
export async function findAccount(
  db: Executor,
  by: 'email' | 'id',
  value: string,
): Promise<{ id: string; email: string } | undefined> {
  return db.selectFrom('users').select(['id', 'email']).where(by, '=', value).executeTakeFirst();
}

/** The stored password hash of an existing account (null without a password). */
export async function passwordHashOf(db: Executor, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

/** A new password (changed or reset) also replaces the account's meal passes. */
export async function setPasswordHash(
  db: Executor,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', userId)
    .execute();
  await replaceMealPasses(db, userId);
}

export type DemoAccount = {
  name: string;
  email: string;
  passwordHash: string;
  role: 'admin' | 'general';
  photo: string;
  createdAt: number;
};

/** A demo account of the seed: its own role, photo and sign-up time; otherwise bronze, empty. */
export async function insertDemoAccount(db: Executor, account: DemoAccount): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: newId(),
      name: account.name,
      email: account.email,
      password_hash: account.passwordHash,
      role: account.role,
      badge: 'bronze',
      package: '',
      about: JSON.stringify(EMPTY_ABOUT),
      photo: account.photo,
      created_at: account.createdAt,
    })
    .execute();
}
