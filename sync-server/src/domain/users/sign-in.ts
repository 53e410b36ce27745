// The embedded provider's sign-in rules: the throttle around the password check, and the timing
// guard inside it. An unknown e-mail is checked against a dummy hash, so "no such account" and
// "wrong password" take the same time and answer the same 401 (nobody learns which addresses
// have accounts by timing the login). Each attempt is counted before the password is checked and
// taken back on success (auth/login-throttle.ts), so parallel guesses cannot slip past.
import { AUTH_CODES, MESSAGES } from '@hostel/shared-schema';
import type { Attempt, LoginThrottle } from '../../auth/login-throttle';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { Executor } from '../../db/database';
import { unauthorized } from '../../http/errors';
import { credentialsOf } from './accounts';

/** Verified against when the account does not exist (made once, on the first login). */
let dummyHash: Promise<string> | undefined;

/** The id of the account `email` / `password` sign in to, or the spec's invalid-login 401. */
async function verifiedAccountId(db: Executor, email: string, password: string): Promise<string> {
  const credentials = await credentialsOf(db, email);
  dummyHash ??= hashPassword('no-such-account!');
  const valid = await verifyPassword(password, credentials?.passwordHash ?? (await dummyHash));
  if (!credentials || !credentials.passwordHash || !valid) {
    throw unauthorized(MESSAGES.invalidLogin, AUTH_CODES.invalidLogin);
  }
  return credentials.id;
}

/**
 * A throttled sign-in: 429 while `attempt` must wait (`setRetryAfter` gets the seconds), the
 * invalid-login 401 on a bad e-mail or password (counted), else the account id.
 */
export async function signIn(
  db: Executor,
  throttle: LoginThrottle,
  attempt: Attempt,
  password: string,
  setRetryAfter: (seconds: number) => void,
): Promise<string> {
  await throttle.begin(attempt, setRetryAfter);
  const accountId = await verifiedAccountId(db, attempt.email, password);
  await throttle.succeeded(attempt);
  return accountId;
}
