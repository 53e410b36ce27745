// What a failed sign-in or sign-up shows (spec §8): the invalid-credentials code gets the spec's
// text, every other code is shown raw, as the identity provider's client did.
import { AUTH_CODES, MESSAGES } from '@hostel/shared-schema';
import { ApiError } from '../../lib/api';

export function authErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    return error.code === AUTH_CODES.invalidLogin ? MESSAGES.invalidLogin : error.code;
  }
  return error instanceof Error ? error.message : String(error);
}
