// Tells the user what became of their offline writes (docs/sync.md, "Conflicts and refusals": the
// reason for a refused push reaches the user): each refusal the server recorded is announced once
// on this device as an error toast with its reason, and stays listed in the sync menu's "Changes
// not saved" until the resident has seen it there; a seen one is then acknowledged on the server
// (again after a reconnect, if the server could not be told). An edit replaced by a newer one
// elsewhere is shown as info.
import { useEffect, useRef } from 'react';
import { useSyncStatus } from '../../db';
import { toast } from '../ui';
import { markAnnounced, useSeenRefusals, wasAnnounced } from './refused-changes-memory';
import { changeName, notSavedLine } from './refused-words';

export function SyncNotices() {
  const { rejections, replaced, acknowledgeRejection, dismissReplaced } = useSyncStatus();
  const seen = useSeenRefusals();
  const shown = useRef(new Set<string>());
  const acknowledging = useRef(new Set<number>());

  useEffect(() => {
    for (const rejection of rejections) {
      if (seen.has(rejection.id) || wasAnnounced(rejection.id)) continue;
      markAnnounced(rejection.id);
      toast.error(rejection.reason, { description: notSavedLine(rejection), duration: 6000 });
    }
  }, [rejections, seen]);

  useEffect(() => {
    for (const rejection of rejections) {
      if (!seen.has(rejection.id) || acknowledging.current.has(rejection.id)) continue;
      acknowledging.current.add(rejection.id);
      void acknowledgeRejection(rejection.id)
        .catch(() => undefined)
        .finally(() => acknowledging.current.delete(rejection.id));
    }
  }, [rejections, seen, acknowledgeRejection]);

  useEffect(() => {
    for (const edit of replaced) {
      const key = `replaced:${edit.key}:${edit.at}`;
      if (shown.current.has(key)) continue;
      shown.current.add(key);
      toast.info(`Your ${changeName(edit.collection)} was replaced by a newer one.`, {
        duration: 6000,
      });
      dismissReplaced(edit.key);
    }
  }, [replaced, dismissReplaced]);

  return null;
}
