// My Profile's Dietary needs: the synced profile (db/) and its offline-first save. A change shows
// at once and stays shown as a draft until the device's copy shows it too (the engine answers a
// save before its stream brings the new copy), so quick taps build on each other instead of on a
// stale copy and a box never flips back for a moment; a refused save shows its reason.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DietaryProfileFields } from '@hostel/shared-schema';
import { toast } from '../../../components/ui';
import { saveDietaryProfile, useDietaryProfile } from '../../../db';

/** What the resident chose; once saved, the device's copy it was saved over. */
type Draft = { fields: DietaryProfileFields; savedOver?: DietaryProfileFields };

/** Whether the device's copy holds every field of the draft. */
const shows = (profile: DietaryProfileFields, fields: DietaryProfileFields) =>
  (Object.keys(fields) as (keyof DietaryProfileFields)[]).every(
    (key) => JSON.stringify(profile[key]) === JSON.stringify(fields[key]),
  );

export function useDietaryNeeds() {
  const { profile, saved, waiting, loading, signedIn } = useDietaryProfile();
  const [draft, setDraft] = useState<Draft | null>(null);
  const latest = useRef<DietaryProfileFields | null>(null);
  const current = useRef(profile);
  current.current = profile;

  // A saved draft gives way once the device's copy shows it, or has changed at all since the
  // save (another device's later change then shows as it is).
  useEffect(() => {
    if (draft?.savedOver && (shows(profile, draft.fields) || profile !== draft.savedOver)) {
      setDraft(null);
    }
  }, [draft, profile]);

  const change = useCallback(async (next: DietaryProfileFields) => {
    latest.current = next;
    setDraft({ fields: next });
    try {
      await saveDietaryProfile(next);
      if (latest.current === next) setDraft({ fields: next, savedOver: current.current });
    } catch (failure) {
      if (latest.current === next) setDraft(null);
      toast.error(failure instanceof Error ? failure.message : 'Something went Wrong');
    }
  }, []);

  return {
    value: loading || !signedIn ? undefined : (draft?.fields ?? profile),
    saved,
    waiting: waiting || draft !== null,
    change,
  };
}
