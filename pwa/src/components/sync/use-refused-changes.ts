// The writes the server refused that the resident has not seen yet in the sync menu's "Changes
// not saved" (newest first), and the way to mark them seen. A refusal stays listed, across
// reloads, until it has been seen; then it is acknowledged on the server (sync-notices.tsx).
import { useMemo } from 'react';
import { useSyncStatus } from '../../db';
import { markRefusalsSeen, useSeenRefusals } from './refused-changes-memory';

export function useRefusedChanges() {
  const { rejections } = useSyncStatus();
  const seen = useSeenRefusals();
  const unseen = useMemo(
    () => rejections.filter((rejection) => !seen.has(rejection.id)),
    [rejections, seen],
  );
  return { unseen, markSeen: markRefusalsSeen };
}
