// Accounts of the embedded identity provider: creating one with the spec §3 defaults, and
// finding the stored credentials for a sign-in. No transaction of their own (the route opens it).
import { AUTH_CODES, NEW_USER_DEFAULTS } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { AppError, conflict } from '../../http/errors';
import { USER_DOC_COLUMNS, type UserDocRow } from './user-doc';

/** `passwordHash` is null for accounts of an external identity provider (Firebase). */
export type NewAccount = {
  name: string;
  email: string;
  passwordHash: string | null;
  photo: string;
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
      created_at: Date.now(),
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

export const UNCONFIRMED_EMAIL_MESSAGE = 'Confirm your e-mail address before signing in';

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
