// The embedded provider's password check, with its timing guard: an unknown e-mail is checked
// against a dummy hash, so "no such account" and "wrong password" take the same time and answer
// the same 401 (nobody learns which addresses have accounts by timing the login).
import { AUTH_CODES, MESSAGES } from '@hostel/shared-schema';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { Executor } from '../../db/database';
import { unauthorized } from '../../http/errors';
import { credentialsOf } from './accounts';

/** Verified against when the account does not exist (made once, on the first login). */
let dummyHash: Promise<string> | undefined;

/** The id of the account `email` / `password` sign in to, or the spec's invalid-login 401. */
export async function verifiedAccountId(
  db: Executor,
  email: string,
  password: string,
): Promise<string> {
  const credentials = await credentialsOf(db, email);
  dummyHash ??= hashPassword('no-such-account!');
  const valid = await verifyPassword(password, credentials?.passwordHash ?? (await dummyHash));
  if (!credentials || !credentials.passwordHash || !valid) {
    throw unauthorized(MESSAGES.invalidLogin, AUTH_CODES.invalidLogin);
  }
  return credentials.id;
}
