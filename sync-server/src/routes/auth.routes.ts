// Accounts of the embedded identity provider and the session: register, login, me, and the
// spec's /create-jwt and /remove-jwt. Sessions are rows of the sessions table named by the
// httpOnly cookie of auth/session.ts; account-security.routes.ts ends them from the profile.
import { ENDPOINTS } from '@hostel/shared-schema';
import {
  firebaseVerifierFor,
  loginAttemptOf,
  parseWithAuthCodes,
  retryAfterOn,
} from '../auth/auth-http';
import { issueDeviceCookie } from '../auth/device-cookie';
import type { FirebaseVerifier } from '../auth/firebase-token';
import { DEFAULT_THROTTLE, LoginThrottle, type ThrottlePolicies } from '../auth/login-throttle';
import { clearSession, issueSession, renewSessionCookie, sessionHashOf } from '../auth/session';
import { extendSession, revokeSession } from '../domain/sessions/session-store';
import { accountForProviderIdentity, createAccount } from '../domain/users/accounts';
import { signIn } from '../domain/users/sign-in';
import { checkSignUp } from '../domain/users/sign-up';
import { userDocById } from '../domain/users/user-doc';
import type { AppRouter, Deps } from '../http/context';
import { unauthorized } from '../http/errors';
import { mountEndpoint } from '../http/mount-endpoint';
import { inTransaction } from '../http/transaction';
import { limitRegistrations, writeLimitsOf } from '../http/write-limits';
import { multipartBody } from '../uploads/multipart-body';
import { discardUploadsAfter, takeImageFile } from '../uploads/multipart-image';
import { withPublishedImage } from '../uploads/publish-image';

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
    const projectId = deps.config.firebaseProjectId;
    const verify = options.verifyFirebaseToken ?? firebaseVerifierFor(deps.config, projectId);
    registerFirebaseRoutes(router, deps, verify);
  } else {
    registerEmbeddedRoutes(router, deps, options.throttle ?? DEFAULT_THROTTLE);
  }
  registerSessionRoutes(router, deps);
}

/** The embedded identity provider: accounts with scrypt password hashes on this server. */
function registerEmbeddedRoutes(router: AppRouter, deps: Deps, policies: ThrottlePolicies) {
  const { db, config, clock } = deps;
  const throttle = new LoginThrottle(policies, undefined, clock);
  const signUps = limitRegistrations(writeLimitsOf(deps));
  // A bad email or weak password answers with the identity provider's codes.
  const authCodes = { parse: parseWithAuthCodes };

  mountEndpoint(
    router,
    ENDPOINTS.register,
    async (ctx, { body }) => {
      const image = await takeImageFile(ctx);
      const passwordHash = await checkSignUp(db, { ...body, hasImageFile: Boolean(image) });
      const row = await withPublishedImage(config, image, (displayUrl) =>
        inTransaction(db, (trx) =>
          createAccount(trx, {
            name: body.name,
            email: body.email,
            passwordHash,
            photo: displayUrl ?? body.photo ?? '',
            createdAt: clock.now(),
          }),
        ),
      );
      await issueSession(ctx, db, config, row.id, clock);
      ctx.status = 201;
      ctx.body = await userDocById(db, row.id);
    },
    { before: [signUps, multipartBody(config), discardUploadsAfter], ...authCodes },
  );

  mountEndpoint(
    router,
    ENDPOINTS.login,
    async (ctx, { body: { email, password } }) => {
      const attempt = loginAttemptOf(ctx, config, email);
      const accountId = await signIn(db, throttle, attempt, password, retryAfterOn(ctx));
      issueDeviceCookie(ctx, config, email);
      await issueSession(ctx, db, config, accountId, clock);
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
function registerFirebaseRoutes(
  router: AppRouter,
  { db, config, clock }: Deps,
  verify: FirebaseVerifier,
) {
  mountEndpoint(router, ENDPOINTS.firebaseSignIn, async (ctx, { body }) => {
    const identity = await verify(body.idToken);
    if (!identity) throw unauthorized('The sign-in could not be verified', 'auth/invalid-id-token');
    const { row, created } = await inTransaction(db, (trx) =>
      accountForProviderIdentity(trx, {
        email: identity.email,
        emailVerified: identity.emailVerified,
        name: body.name ?? identity.name ?? identity.email.split('@')[0]!,
        photo: body.photo ?? identity.picture ?? '',
        createdAt: clock.now(),
      }),
    );
    await issueSession(ctx, db, config, row.id, clock);
    ctx.status = created ? 201 : 200;
    ctx.body = await userDocById(db, row.id);
  });
}

/** Whatever the provider: who is signed in, and the spec's session token calls. */
function registerSessionRoutes(router: AppRouter, { db, config, events, clock }: Deps) {
  mountEndpoint(router, ENDPOINTS.me, async (ctx, { user }) => {
    ctx.body = await userDocById(db, user.id);
  });

  // The same question for the app's start, where a visitor is an expected answer, not a refusal.
  mountEndpoint(router, ENDPOINTS.session, async (ctx, { user }) => {
    ctx.body = { user: (user && (await userDocById(db, user.id))) ?? null };
  });

  // Renews (extends) the session of the signed-in user. It never signs an email it has not proven: the
  // body's email must be the session's own.
  mountEndpoint(router, ENDPOINTS.createJwt, async (ctx, { user, body: { email } }) => {
    if (email !== user.email) throw unauthorized('This session belongs to another account');
    await extendSession(db, ctx.state.sessionHash!, config.sessionTtlSeconds, clock.now());
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
