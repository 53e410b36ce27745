// What a failed sign-in or sign-up shows (spec §8): the invalid-credentials code gets the spec's
// text, every other code is shown raw, as the identity provider's client did. Firebase names a
// wrong e-mail or password three ways: auth/invalid-credential (the SDK's newer name of the
// spec's auth/invalid-login-credentials) when the project has e-mail enumeration protection (the
// default for new projects), else auth/wrong-password or auth/user-not-found (as the Auth
// emulator does by default). All are the spec's invalid login and get its text.
import { AUTH_CODES, MESSAGES } from '@hostel/shared-schema';
import { ApiError, NETWORK_ERROR_CODE } from '../../lib/api';

const INVALID_LOGIN_CODES = new Set<string>([
  AUTH_CODES.invalidLogin,
  'auth/invalid-credential',
  'auth/wrong-password',
  'auth/user-not-found',
]);

/** The code of an API error or of an identity provider's error (Firebase's `auth/…`), if any. */
function errorCode(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.code;
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function authErrorText(error: unknown): string {
  const code = errorCode(error);
  if (code !== undefined) return INVALID_LOGIN_CODES.has(code) ? MESSAGES.invalidLogin : code;
  return error instanceof Error ? error.message : String(error);
}

/**
 * What the form itself keeps saying after a failure, beside the spec's toast (which shows the
 * raw code and goes away): what happened, in words, and what to do next.
 */
export const AUTH_FORM_ERRORS = {
  invalidLogin: 'The e-mail or password is not right. Try again, or reset your password.',
  tooManyRequests: 'Too many tries. Wait a moment, then try again.',
  emailInUse: 'An account already uses this e-mail. Log in instead, or reset its password.',
  unreachable: 'The server could not be reached. Check your connection, then try again.',
} as const;

export function authFormErrorText(error: unknown): string {
  const code = errorCode(error);
  if (code !== undefined && INVALID_LOGIN_CODES.has(code)) return AUTH_FORM_ERRORS.invalidLogin;
  if (code === AUTH_CODES.tooManyRequests || code === 'too_many_requests') {
    return AUTH_FORM_ERRORS.tooManyRequests;
  }
  if (code === AUTH_CODES.emailInUse) return AUTH_FORM_ERRORS.emailInUse;
  if (code === NETWORK_ERROR_CODE || code === 'auth/network-request-failed') {
    return AUTH_FORM_ERRORS.unreachable;
  }
  return authErrorText(error);
}
