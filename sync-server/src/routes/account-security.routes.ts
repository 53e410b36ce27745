// The profile's account security: what the account's sign-ins look like, "Change
// password" (embedded accounts; the current password is required) and "Sign out everywhere".
// Both end every other session of the user; the caller's own session stays. Ended sessions'
// sockets are disconnected through the 'sessions-revoked' event (realtime/socket-session.ts).
// Both also replace the user's meal passes (domain/meal-pass/pass-generation.ts).
import {
  ACCOUNT_SECURITY_TEXTS,
  ENDPOINTS,
  type AccountSecurity,
  type SignedOutAnswer,
} from '@hostel/shared-schema';
import { AUTH_CODES } from '@hostel/shared-schema';
import { Backoff } from '../auth/backoff';
import { GUESSER_BACKOFF } from '../auth/login-throttle';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { countLiveSessions, revokeUserSessions } from '../domain/sessions/session-store';
import { replaceMealPasses } from '../domain/meal-pass/pass-generation';
import { passwordHashOf, setPasswordHash } from '../domain/users/accounts';
import type { AppContext, AppRouter, Deps } from '../http/context';
import { AppError, badRequest, conflict } from '../http/errors';
import { createLimiter } from '../http/limiters';
import { mountEndpoint } from '../http/mount-endpoint';
import { inTransaction } from '../http/transaction';

export function registerAccountSecurityRoutes(
  router: AppRouter,
  { db, config, events, clock }: Deps,
) {
  /** Ends the user's other sessions and tells the realtime layer to drop their sockets. */
  const signOutOthers = async (ctx: AppContext, userId: string): Promise<SignedOutAnswer> => {
    const ended = await revokeUserSessions(db, userId, { except: ctx.state.sessionHash });
    if (ended.length > 0) events.emit('sessions-revoked', ended);
    return { success: true, signedOut: ended.length };
  };

  mountEndpoint(router, ENDPOINTS.account, async (ctx, { user }) => {
    const passwordHash = await passwordHashOf(db, user.id);
    ctx.body = {
      hasPassword: config.identityProvider === 'embedded' && Boolean(passwordHash),
      sessions: await countLiveSessions(db, user.id, clock.now()),
    } satisfies AccountSecurity;
  });

  mountEndpoint(router, ENDPOINTS.signOutEverywhere, async (ctx, { user }) => {
    await inTransaction(db, (trx) => replaceMealPasses(trx, user.id));
    ctx.body = await signOutOthers(ctx, user.id);
  });

  if (config.identityProvider !== 'embedded') return;
  // A stolen session must not become a way to guess the password: same backoff as sign-in, in the
  // same store (shared by every instance with REDIS_URL).
  const guesses = new Backoff('change-password', GUESSER_BACKOFF, createLimiter, clock);

  mountEndpoint(router, ENDPOINTS.changePassword, async (ctx, { user, body }) => {
    const storedHash = await passwordHashOf(db, user.id);
    if (!storedHash) throw conflict(ACCOUNT_SECURITY_TEXTS.noPassword, 'auth/no-password');
    // Counted before the check, atomically, so parallel guesses cannot slip past the allowance.
    const waitMs = await guesses.attempt(user.id);
    if (waitMs > 0) {
      ctx.set('Retry-After', String(Math.ceil(waitMs / 1000)));
      throw new AppError(
        429,
        AUTH_CODES.tooManyRequests,
        'Too many wrong passwords. Wait a moment.',
      );
    }
    // 400, not 401: a wrong current password must not sign the user out of this device.
    if (!(await verifyPassword(body.currentPassword, storedHash))) {
      throw badRequest(
        ACCOUNT_SECURITY_TEXTS.currentPasswordWrong,
        'currentPassword',
        'auth/wrong-password',
      );
    }
    await guesses.reset(user.id);
    const passwordHash = await hashPassword(body.newPassword);
    await inTransaction(db, (trx) => setPasswordHash(trx, user.id, passwordHash));
    ctx.body = await signOutOthers(ctx, user.id);
  });
}
