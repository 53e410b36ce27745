// The small clock badge of a review written here and not yet on the server (LOOK.md).
import { Clock } from 'lucide-react';
import { Badge } from '../../../components/ui';
import { useIsWaiting } from '../../../db';

export function ReviewWaitingBadge({ id }: { id: string }) {
  const waiting = useIsWaiting('reviews', id);
  if (!waiting) return null;
  return (
    <Badge tone="info" title="Saved on this device, waiting to sync">
      <Clock aria-hidden size={14} /> Waiting to sync
    </Badge>
  );
}
