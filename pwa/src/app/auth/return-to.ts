// "Remembers the origin" (spec §2): guards send visitors to /login with the page they wanted in
// the location state; the login screen sends them back there with returnPathFrom(location).
import type { Location } from 'react-router-dom';
import { paths } from '../../lib/paths';

export type ReturnToState = { from?: { pathname: string; search?: string; hash?: string } };

export function returnToState(location: Location): ReturnToState {
  return {
    from: { pathname: location.pathname, search: location.search, hash: location.hash },
  };
}

/**
 * The remembered origin, or, when there is none (or it was the login page itself), the landing
 * that sends the signed-in user on by role: an admin to the admin dashboard, a resident Home.
 */
export function returnPathFrom(location: Pick<Location, 'state'>): string {
  const from = (location.state as ReturnToState | null)?.from;
  if (!from?.pathname || from.pathname === paths.login || from.pathname === paths.registration) {
    return paths.landing;
  }
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
