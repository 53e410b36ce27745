// Accounts of the embedded identity provider and the session: register, login, me, and the
// spec's /create-jwt and /remove-jwt. Sessions are rows of the sessions table named by the
// httpOnly cookie of auth/session.ts; account-security.routes.ts ends them from the profile.
import { AUTH_CODES, ENDPOINTS, VALIDATION } from '@hostel/shared-schema';
import type { z } from 'zod';
import { issueDeviceCookie, knownDevice } from '../auth/device-cookie';
import { DEFAULT_THROTTLE, LoginThrottle, type ThrottlePolicies } from '../auth/login-throttle';
import { hashPassword } from '../auth/passwords';
import { clearSession, issueSession, renewSessionCookie, sessionHashOf } from '../auth/session';
import { extendSession, revokeSession } from '../domain/sessions/session-store';
import { firebaseEmulatorVerifier } from '../auth/firebase-emulator-token';
import { firebaseVerifier, type FirebaseVerifier } from '../auth/firebase-token';
import {
  accountForProviderIdentity,
  createAccount,
  EMAIL_IN_USE_MESSAGE,
  isEmailTaken,
} from '../domain/users/accounts';
import { verifiedAccountId } from '../domain/users/sign-in';
import { userDocById } from '../domain/users/user-doc';
import type { AppRouter, Deps } from '../http/context';
import { AppError, badRequest, conflict, unauthorized } from '../http/errors';
import { mountEndpoint } from '../http/mount-endpoint';
import { inTransaction } from '../http/transaction';
import { parseInput } from '../http/validate';
import { discardUploadsAfter, IMAGE_FIELD, takeImageFile } from '../uploads/multipart-image';
import { multipartBody } from '../uploads/multipart-body';
import { limitRegistrations, writeLimitsOf } from '../http/write-limits';
import { publishImage } from '../uploads/publish-image';

export type AuthRouteOptions = {
  throttle?: ThrottlePolicies;
  verifyFirebaseToken?: FirebaseVerifier;
};

export function registerAuthRoutes(
  router: AppRouter,
  deps: Deps,
  options: AuthRouteOptions = {},
): void {
  if (deps.config.identityProvider === 'firebase' && deps.config.firebaseProjectId) {
    registerFirebaseRoutes(
      router,
      deps,
      options.verifyFirebaseToken ??
        (deps.config.firebaseAuthEmulatorUrl
          ? firebaseEmulatorVerifier(
              deps.config.firebaseProjectId,
              deps.config.firebaseAuthEmulatorUrl,
            )
          : firebaseVerifier(deps.config.firebaseProjectId)),
    );
  } else {
    registerEmbeddedRoutes(router, deps, options.throttle ?? DEFAULT_THROTTLE);
  }
  registerSessionRoutes(router, deps);
}

/** The embedded identity provider: accounts with scrypt password hashes on this server. */
function registerEmbeddedRoutes(router: AppRouter, deps: Deps, policies: ThrottlePolicies) {
  const { db, config } = deps;
  const throttle = new LoginThrottle(policies);
  const signUps = limitRegistrations(writeLimitsOf(deps));
  // A bad email or weak password answers with the identity provider's codes.
  const authCodes = { parse: parseWithAuthCodes };

  mountEndpoint(
    router,
    ENDPOINTS.register,
    async (ctx, { body }) => {
      const image = await takeImageFile(ctx);
      if (!image && !body.photo) {
        throw badRequest(VALIDATION.imageRequired, IMAGE_FIELD, 'validation_failed');
      }
      // Checked before anything is written, so a refused sign-up leaves no stray image.
      if (await isEmailTaken(db, body.email)) {
        throw conflict(EMAIL_IN_USE_MESSAGE, AUTH_CODES.emailInUse);
      }
      const passwordHash = await hashPassword(body.password);
      const published = image ? await publishImage(config, image) : undefined;
      const photo = published?.displayUrl ?? body.photo ?? '';
      const row = await inTransaction(db, (trx) =>
        createAccount(trx, { name: body.name, email: body.email, passwordHash, photo }),
      ).catch(async (error: unknown) => {
        await published?.discard();
        throw error;
      });
      await issueSession(ctx, db, config, row.id);
      ctx.status = 201;
      ctx.body = await userDocById(db, row.id);
    },
    { before: [signUps, multipartBody(config), discardUploadsAfter], ...authCodes },
  );

  mountEndpoint(
    router,
    ENDPOINTS.login,
    async (ctx, { body: { email, password } }) => {
      // A known device is throttled on its own; others per address and per account.
      const attempt = { email, address: ctx.ip, device: knownDevice(ctx, config, email) };
      await throttle.begin(attempt, (seconds) => ctx.set('Retry-After', String(seconds)));
      const accountId = await verifiedAccountId(db, email, password);
      await throttle.succeeded(attempt);
      issueDeviceCookie(ctx, config, email);
      await issueSession(ctx, db, config, accountId);
      ctx.body = await userDocById(db, accountId);
    },
    authCodes,
  );
}

/**
 * IDENTITY_PROVIDER=firebase: the PWA signs in with Firebase (email and password, or Google) and
 * sends the ID token; once verified, the account with that email is used (or created) and this
 * server's own session cookie is issued, as after an embedded login.
 */
function registerFirebaseRoutes(router: AppRouter, { db, config }: Deps, verify: FirebaseVerifier) {
  mountEndpoint(router, ENDPOINTS.firebaseSignIn, async (ctx, { body }) => {
    const identity = await verify(body.idToken);
    if (!identity) throw unauthorized('The sign-in could not be verified', 'auth/invalid-id-token');
    const { row, created } = await inTransaction(db, (trx) =>
      accountForProviderIdentity(trx, {
        email: identity.email,
        emailVerified: identity.emailVerified,
        name: body.name ?? identity.name ?? identity.email.split('@')[0]!,
        photo: body.photo ?? identity.picture ?? '',
      }),
    );
    await issueSession(ctx, db, config, row.id);
    ctx.status = created ? 201 : 200;
    ctx.body = await userDocById(db, row.id);
  });
}

/** Whatever the provider: who is signed in, and the spec's session token calls. */
function registerSessionRoutes(router: AppRouter, { db, config, events }: Deps) {
  mountEndpoint(router, ENDPOINTS.me, async (ctx, { user }) => {
    ctx.body = await userDocById(db, user.id);
  });

  // Renews (extends) the session of the signed-in user. It never signs an email it has not proven: the
  // body's email must be the session's own.
  mountEndpoint(router, ENDPOINTS.createJwt, async (ctx, { user, body: { email } }) => {
    if (email !== user.email) throw unauthorized('This session belongs to another account');
    await extendSession(db, ctx.state.sessionHash!, config.sessionTtlSeconds);
    renewSessionCookie(ctx, config);
    ctx.body = { success: true };
  });

  // Logout ends the caller's own session, whatever the body says: the spec's client sends
  // {email} (sometimes ""), which names nobody we would act on. Without a session it is a no-op.
  mountEndpoint(
    router,
    ENDPOINTS.removeJwt,
    async (ctx) => {
      const hash = sessionHashOf(ctx);
      if (hash && (await revokeSession(db, hash))) events.emit('sessions-revoked', [hash]);
      clearSession(ctx);
      ctx.body = { success: true };
    },
    { ownBodyCheck: true },
  );
}

/**
 * parseInput, with the identity provider's codes the spec's client shows raw: a bad email is
 * auth/invalid-email, a too weak password auth/weak-password (the message stays the spec's).
 */
function parseWithAuthCodes<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  try {
    return parseInput(schema, input);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const code = authCodeFor(error);
    if (!code) throw error;
    throw new AppError(error.status, code, error.message, error.field);
  }
}

function authCodeFor(error: AppError): string | undefined {
  if (error.field === 'email') return AUTH_CODES.invalidEmail;
  if (
    error.field === 'password' &&
    (error.message === VALIDATION.passwordTooShort ||
      error.message === VALIDATION.passwordNoSpecial)
  ) {
    return AUTH_CODES.weakPassword;
  }
  return undefined;
}
