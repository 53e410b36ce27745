// What a failed sign-in or sign-up shows (spec §8): the invalid-credentials code gets the spec's
// text, every other code is shown raw, as the identity provider's client did. Firebase names a
// wrong e-mail or password three ways: auth/invalid-credential (the SDK's newer name of the
// spec's auth/invalid-login-credentials) when the project has e-mail enumeration protection (the
// default for new projects), else auth/wrong-password or auth/user-not-found (as the Auth
// emulator does by default). All are the spec's invalid login and get its text.
import { AUTH_CODES, MESSAGES } from '@hostel/shared-schema';
import { ApiError } from '../../lib/api';

const INVALID_LOGIN_CODES = new Set<string>([
  AUTH_CODES.invalidLogin,
  'auth/invalid-credential',
  'auth/wrong-password',
  'auth/user-not-found',
]);

export function authErrorText(error: unknown): string {
  const code =
    error instanceof ApiError
      ? error.code
      : typeof (error as { code?: unknown })?.code === 'string'
        ? (error as { code: string }).code
        : undefined;
  if (code !== undefined) return INVALID_LOGIN_CODES.has(code) ? MESSAGES.invalidLogin : code;
  return error instanceof Error ? error.message : String(error);
}
