// My Profile's Dietary needs: the synced profile (db/) and its offline-first save. A change shows
// at once (kept as a draft until the device's copy catches up), so quick taps build on each
// other instead of on a stale copy; a refused save shows its reason.
import { useCallback, useRef, useState } from 'react';
import type { DietaryProfileFields } from '@hostel/shared-schema';
import { toast } from '../../../components/ui';
import { saveDietaryProfile, useDietaryProfile } from '../../../db';

export function useDietaryNeeds() {
  const { profile, saved, waiting, loading, signedIn } = useDietaryProfile();
  const [draft, setDraft] = useState<DietaryProfileFields | null>(null);
  const latest = useRef<DietaryProfileFields | null>(null);

  const change = useCallback(async (next: DietaryProfileFields) => {
    latest.current = next;
    setDraft(next);
    try {
      await saveDietaryProfile(next);
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : 'Something went Wrong');
    } finally {
      if (latest.current === next) setDraft(null);
    }
  }, []);

  return {
    value: loading || !signedIn ? undefined : (draft ?? profile),
    saved,
    waiting: waiting || draft !== null,
    change,
  };
}
