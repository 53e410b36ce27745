// How large a JSON or form body each API path may send. Sign-in, sign-up and the session calls
// need well under 1 KB; parsing a large JSON body is CPU a signed-out caller could spend at will
// (a 1 MB body of 90k keys takes a third of a second), so those paths stop at SMALL_BODY_LIMIT.
// Everything else keeps DEFAULT_BODY_LIMIT. Multipart uploads have their own limits.
import { API_BASE } from '@hostel/shared-schema';

export const SMALL_BODY_LIMIT = '8kb';
export const DEFAULT_BODY_LIMIT = '1mb';

// Not /remove-jwt: signing out works whatever its body holds.
const SMALL_BODY_PATHS = new Set(
  ['/auth/login', '/auth/register', '/auth/change-password', '/create-jwt'].map(
    (path) => `${API_BASE}${path}`,
  ),
);

export function takesSmallBody(path: string): boolean {
  return SMALL_BODY_PATHS.has(path);
}
