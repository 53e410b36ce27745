// The HTTP side of the auth routes, so auth.routes.ts only maps requests to domain calls:
// which throttle keys a login request has (client address, or its device cookie), Retry-After
// on a throttled one, the identity provider's error codes on a bad body, and which Firebase
// token check the configuration asks for.
import { AUTH_CODES, VALIDATION } from '@hostel/shared-schema';
import type { z } from 'zod';
import type { Config } from '../config';
import type { AppContext } from '../http/context';
import { AppError } from '../http/errors';
import { parseInput } from '../http/validate';
import { knownDevice } from './device-cookie';
import { firebaseEmulatorVerifier } from './firebase-emulator-token';
import { firebaseVerifier, type FirebaseVerifier } from './firebase-token';
import type { Attempt } from './login-throttle';

/**
 * A login request as the throttle sees it: a known device is throttled on its own, any other
 * per client address (Koa's ctx.ip: the peer, or with TRUST_PROXY the proxy's client) and per
 * account.
 */
export function loginAttemptOf(ctx: AppContext, config: Config, email: string): Attempt {
  return { email, address: ctx.ip, device: knownDevice(ctx, config, email) };
}

/** Sets Retry-After on this answer (a throttled sign-in's 429). */
export function retryAfterOn(ctx: AppContext): (seconds: number) => void {
  return (seconds) => ctx.set('Retry-After', String(seconds));
}

/** IDENTITY_PROVIDER=firebase's token check: the Auth emulator's when configured, else Google's. */
export function firebaseVerifierFor(config: Config, projectId: string): FirebaseVerifier {
  return config.firebaseAuthEmulatorUrl
    ? firebaseEmulatorVerifier(projectId, config.firebaseAuthEmulatorUrl)
    : firebaseVerifier(projectId);
}

/**
 * parseInput, with the identity provider's codes the spec's client shows raw: a bad email is
 * auth/invalid-email, a too weak password auth/weak-password (the message stays the spec's).
 */
export function parseWithAuthCodes<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
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
