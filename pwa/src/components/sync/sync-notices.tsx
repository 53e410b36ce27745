// Tells the user what became of their offline writes (docs/sync.md, "Conflicts and refusals": the
// reason for a refused push reaches the user): each refusal the server recorded is shown once as an
// error toast with its reason and then acknowledged; an edit replaced by a newer one elsewhere is
// shown as info.
import { useEffect, useRef } from 'react';
import { useSyncStatus } from '../../db';
import { toast } from '../ui';

const WHAT: Record<string, string> = {
  likes: 'like',
  reviews: 'review',
  'requested-meals': 'meal request',
  meals: 'meal',
  'upcoming-meals': 'upcoming meal',
  skips: 'skip',
};

export function SyncNotices() {
  const { rejections, replaced, acknowledgeRejection, dismissReplaced } = useSyncStatus();
  const shown = useRef(new Set<string>());

  useEffect(() => {
    for (const rejection of rejections) {
      const key = `rejection:${rejection.id}`;
      if (shown.current.has(key)) continue;
      shown.current.add(key);
      toast.error(rejection.reason, {
        description: `Your ${WHAT[rejection.collection] ?? 'change'} was not saved.`,
        duration: 6000,
      });
      void acknowledgeRejection(rejection.id).catch(() => undefined);
    }
  }, [rejections, acknowledgeRejection]);

  useEffect(() => {
    for (const edit of replaced) {
      const key = `replaced:${edit.key}:${edit.at}`;
      if (shown.current.has(key)) continue;
      shown.current.add(key);
      toast.info(`Your ${WHAT[edit.collection] ?? 'change'} was replaced by a newer one.`, {
        duration: 6000,
      });
      dismissReplaced(edit.key);
    }
  }, [replaced, dismissReplaced]);

  return null;
}
