// On the sign-in routes only: with Firebase as the identity provider, fetch its SDK as the page
// opens, so a click starts the sign-in (or Google's popup) at once. Elsewhere nothing loads.
import { useEffect } from 'react';
import { usePublicConfig } from '../../../lib/providers/public-config';

/** True when Firebase is the identity provider (Google sign-in is offered). */
export function useIdentityPreload(): boolean {
  const config = usePublicConfig();
  const identity = config?.identity;
  useEffect(() => {
    if (identity?.provider !== 'firebase') return;
    void import('../../../lib/providers/firebase-identity').then((module) =>
      module.preloadFirebase(identity),
    );
  }, [identity]);
  return identity?.provider === 'firebase';
}
