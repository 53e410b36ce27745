// Password reset for accounts of the embedded identity provider (Firebase resets its own):
// - with SMTP_URL, "Forgot password?" e-mails a one-time link (POST /auth/password-reset/request,
//   the same 202 whether the address has an account or not, rate limited per client address
//   and per e-mail address);
// - without, an admin issues a one-time link for a resident (never for an admin), recorded in
//   the log the resident reads on their profile (GET /auth/password-reset-links);
// - either link is checked, then used once with a new password: every session of the account
//   ends (its sockets too) and this browser is signed in afresh.
// Lifetimes come from RESET_LINK_LIFETIME_MINUTES and every time from the server's clock.
import {
  ENDPOINTS,
  PASSWORD_RESET_TEXTS,
  RESET_LINK_LIFETIME_MINUTES,
  resetLinkPath,
} from '@hostel/shared-schema';
import { hashPassword } from '../auth/passwords';
import { issueSession } from '../auth/session';
import {
  issueResetLink,
  liveResetLink,
  resetLinkLog,
  sweepResetLinks,
  useResetLink,
} from '../domain/password-resets/reset-links';
import { revokeUserSessions } from '../domain/sessions/session-store';
import { findAccount, setPasswordHash } from '../domain/users/accounts';
import { roleOf } from '../domain/users/users';
import { userDocById } from '../domain/users/user-doc';
import type { AppRouter, Deps } from '../http/context';
import { AppError, badRequest } from '../http/errors';
import { createLimiter, takePoint } from '../http/limiters';
import { mountEndpoint } from '../http/mount-endpoint';
import { inTransaction } from '../http/transaction';
import { createMailer } from '../mail/mailer';

const MINUTE_MS = 60_000;
const deadLink = () =>
  badRequest(PASSWORD_RESET_TEXTS.linkDead, 'token', 'auth/expired-reset-link');

export function registerPasswordResetRoutes(router: AppRouter, deps: Deps): void {
  if (deps.config.identityProvider !== 'embedded') return;
  if (deps.config.mail) registerResetByEmail(router, deps, deps.config.mail);
  else registerResetByAdmin(router, deps);
  registerResetLinkUse(router, deps);
}

function registerResetByEmail(
  router: AppRouter,
  { db, config, clock, logger }: Deps,
  mail: NonNullable<Deps['config']['mail']>,
) {
  const mailer = createMailer(mail);
  const limit = { points: config.passwordResetsPerHour, duration: 3600 };
  const perAddress = createLimiter({ keyPrefix: 'password-reset-address', ...limit });
  const perEmail = createLimiter({ keyPrefix: 'password-reset-email', ...limit });
  const lifetime = RESET_LINK_LIFETIME_MINUTES.email;

  /** Looks the address up and, when it has an account, stores a link and mails it. */
  const sendLink = async (email: string, now: number) => {
    const account = await findAccount(db, 'email', email);
    if (!account) return;
    const { token } = await inTransaction(db, async (trx) => {
      await sweepResetLinks(trx, now);
      return issueResetLink(trx, account.id, { now, lifetimeMs: lifetime * MINUTE_MS });
    });
    await mailer.sendResetLink(
      account.email,
      new URL(resetLinkPath(token), mail.publicUrl).href,
      lifetime,
    );
  };

  mountEndpoint(router, ENDPOINTS.passwordResetRequest, async (ctx, { body: { email } }) => {
    await takePoint(perAddress, ctx.ip, PASSWORD_RESET_TEXTS.tooMany);
    await takePoint(perEmail, email, PASSWORD_RESET_TEXTS.tooMany);
    // The answer waits for neither the lookup nor the mail: it is the same, and as quick,
    // whether or not the address has an account.
    void sendLink(email, clock.now()).catch((error: unknown) =>
      logger?.warn({ err: error }, 'password reset e-mail not sent'),
    );
    ctx.status = 202;
    ctx.body = { accepted: true };
  });
}

function registerResetByAdmin(router: AppRouter, { db, clock }: Deps) {
  mountEndpoint(router, ENDPOINTS.adminResetLink, async (ctx, { user, body: { email } }) => {
    const account = await findAccount(db, 'email', email);
    if (!account) throw new AppError(404, 'not_found', PASSWORD_RESET_TEXTS.noSuchAccount, 'email');
    // An admin's password is never reset by another admin: that would hand over the admin role.
    if ((await roleOf(db, email)) === 'admin') {
      throw new AppError(403, 'forbidden', PASSWORD_RESET_TEXTS.residentsOnly, 'email');
    }
    const issued = await inTransaction(db, (trx) =>
      issueResetLink(trx, account.id, {
        now: clock.now(),
        lifetimeMs: RESET_LINK_LIFETIME_MINUTES.admin * MINUTE_MS,
        issuedBy: user.name,
      }),
    );
    ctx.status = 201;
    ctx.body = { path: resetLinkPath(issued.token), expiresAt: issued.expiresAt };
  });
}

function registerResetLinkUse(router: AppRouter, { db, config, events, clock }: Deps) {
  // Empty unless an admin issued links for this account (without mail, or before it was set).
  mountEndpoint(router, ENDPOINTS.resetLinkLog, async (ctx, { user }) => {
    ctx.body = await resetLinkLog(db, user.id);
  });
  mountEndpoint(router, ENDPOINTS.passwordResetCheck, async (ctx, { body: { token } }) => {
    const link = await liveResetLink(db, token, clock.now());
    if (!link) throw deadLink();
    ctx.body = { email: link.email, expiresAt: link.expiresAt };
  });

  mountEndpoint(
    router,
    ENDPOINTS.passwordResetComplete,
    async (ctx, { body: { token, newPassword } }) => {
      // Hashing is slow: only for a link that is live now (it is used atomically below).
      if (!(await liveResetLink(db, token, clock.now()))) throw deadLink();
      const passwordHash = await hashPassword(newPassword);
      const { userId, ended } = await inTransaction(db, async (trx) => {
        const used = await useResetLink(trx, token, clock.now());
        if (!used) throw deadLink();
        await setPasswordHash(trx, used.userId, passwordHash);
        return { userId: used.userId, ended: await revokeUserSessions(trx, used.userId) };
      });
      if (ended.length > 0) events.emit('sessions-revoked', ended);
      await issueSession(ctx, db, config, userId, clock);
      ctx.body = await userDocById(db, userId);
    },
  );
}
