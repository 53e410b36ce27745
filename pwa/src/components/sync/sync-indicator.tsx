// The nav bar's sync state: online / offline and "n changes waiting" (LOOK.md); phones show the
// short "n waiting", never a bare number.
import { CloudOff, Cloud, RefreshCw } from 'lucide-react';
import { useSyncStatus } from '../../db';
import { useConnectionStatus } from './use-connection-status';
import './sync-indicator.css';

const COUNTING = 'counting changes waiting';

export function SyncIndicator() {
  const { online, pending, pendingKnown } = useConnectionStatus();
  const { offlineOff, persistence } = useSyncStatus();
  // What the device keeps (storage-notice.tsx says it in words): for support and tests.
  const storage = offlineOff ? 'memory' : persistence;
  // Until the waiting changes are counted (a moment after a reload), say so rather than claim
  // that nothing waits.
  const waiting = !pendingKnown
    ? COUNTING
    : pending > 0
      ? `${pending} ${pending === 1 ? 'change' : 'changes'} waiting`
      : '';
  const label = online
    ? waiting
      ? `Online, ${waiting}`
      : 'Online'
    : `Offline${waiting ? `, ${waiting}` : ''}`;
  const Icon = !online ? CloudOff : pending > 0 || !pendingKnown ? RefreshCw : Cloud;
  return (
    <span
      className={`sync-indicator ${online ? 'sync-indicator--online' : 'sync-indicator--offline'}`}
      role="status"
      aria-label={label}
      title={label}
      data-testid="sync-indicator"
      data-storage={storage}
    >
      <Icon aria-hidden size={18} />
      <span className="sync-indicator__text">{online ? 'Online' : 'Offline'}</span>
      {/* While counting, the turning-arrows icon says so on screen; the words are for screen
          readers only, so the indicator keeps its width when the count arrives. */}
      {!pendingKnown && <span className="sync-indicator__counting">{COUNTING}</span>}
      {pendingKnown && waiting && (
        <span className="sync-indicator__pending">
          <span className="sync-indicator__count tabular" aria-hidden>
            {pending} waiting
          </span>
          <span className="sync-indicator__waiting">{waiting}</span>
        </span>
      )}
    </span>
  );
}
