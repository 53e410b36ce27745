// The last signed-in user, kept in localStorage so the app still knows who is signed in when it
// starts offline (the session cookie cannot be checked without the server). Only a definitive
// 401 from the server clears it; a network failure keeps it, so offline writes survive a reload.
import type { UserDoc } from '@hostel/shared-schema';

const KEY = 'hostel-meals:session-user';
/** The localStorage key: other tabs of the profile hear its changes ('storage' events). */
export const SESSION_USER_KEY = KEY;

export function loadCachedUser(): UserDoc | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as UserDoc) : null;
  } catch {
    return null;
  }
}

export function saveCachedUser(user: UserDoc | null): void {
  try {
    if (user) localStorage.setItem(KEY, JSON.stringify(user));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage can be full or disabled: the app then simply needs the network to start signed in.
  }
}
