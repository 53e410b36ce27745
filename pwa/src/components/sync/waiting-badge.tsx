// The small clock on a like or review that has not reached the server yet (LOOK.md).
import { Clock } from 'lucide-react';
import './waiting-badge.css';

const WAITING_LABEL = 'Waiting to sync';

export function WaitingBadge() {
  return (
    <span className="waiting-badge" title={WAITING_LABEL}>
      <Clock aria-hidden size={14} />
      <span className="visually-hidden">{WAITING_LABEL}</span>
    </span>
  );
}
