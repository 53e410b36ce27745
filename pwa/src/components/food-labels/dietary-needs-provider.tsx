// Feeds DietaryNeedsContext from the signed-in resident's synced dietary profile (db/), once for
// the whole app, so every meal card reads its needs from the context. Signed out: no needs.
import { useMemo, type ReactNode } from 'react';
import { useDietaryProfile } from '../../db';
import { DietaryNeedsContext, NO_DIETARY_NEEDS, type DietarySettings } from './dietary-needs';

export function DietaryNeedsProvider({ children }: { children: ReactNode }) {
  const { profile, needs, signedIn } = useDietaryProfile();
  const hideUnsuitable = profile.hideUnsuitable;
  const value = useMemo<DietarySettings>(
    () => (signedIn ? { needs, hideUnsuitable } : NO_DIETARY_NEEDS),
    [signedIn, needs, hideUnsuitable],
  );
  return <DietaryNeedsContext.Provider value={value}>{children}</DietaryNeedsContext.Provider>;
}
