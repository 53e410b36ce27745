// The nav bar's sync state: online / offline and "n changes waiting" (LOOK.md); phones show the
// short "n waiting", never a bare number. It opens the sync menu (sync-menu.tsx), where the writes
// the server refused stay listed as "Changes not saved" until the resident has seen them; while
// any is unseen a count sits on the indicator's corner (taking no room in the bar).
import { CloudOff, Cloud, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useSyncStatus } from '../../db';
import { Popover } from '../ui';
import { SyncMenu } from './sync-menu';
import { useConnectionStatus } from './use-connection-status';
import { useRefusedChanges } from './use-refused-changes';
import './sync-indicator.css';

const COUNTING = 'counting changes waiting';

export function SyncIndicator() {
  const { online, pending, pendingKnown } = useConnectionStatus();
  const { offlineOff, persistence } = useSyncStatus();
  const { unseen, markSeen } = useRefusedChanges();
  const [open, setOpen] = useState(false);
  /** The refusals on screen while the menu is open: seen once it closes. */
  const [listed, setListed] = useState<typeof unseen>([]);
  // What the device keeps (storage-notice.tsx says it in words): for support and tests.
  const storage = offlineOff ? 'memory' : persistence;
  // Until the waiting changes are counted (a moment after a reload), say so rather than claim
  // that nothing waits.
  const waiting = !pendingKnown
    ? COUNTING
    : pending > 0
      ? `${pending} ${pending === 1 ? 'change' : 'changes'} waiting`
      : '';
  const state = online
    ? waiting
      ? `Online, ${waiting}`
      : 'Online'
    : `Offline${waiting ? `, ${waiting}` : ''}`;
  const notSaved = unseen.length
    ? `, ${unseen.length} ${unseen.length === 1 ? 'change' : 'changes'} not saved`
    : '';
  const Icon = !online ? CloudOff : pending > 0 || !pendingKnown ? RefreshCw : Cloud;

  const openChange = (next: boolean) => {
    if (next) setListed(unseen);
    else markSeen(listed.map((rejection) => rejection.id));
    setOpen(next);
  };

  return (
    <>
      <Popover
        label="Sync"
        open={open}
        onOpenChange={openChange}
        trigger={
          <button
            type="button"
            className={`sync-indicator ${online ? 'sync-indicator--online' : 'sync-indicator--offline'}`}
            aria-label={state + notSaved}
            title={state + notSaved}
            data-testid="sync-indicator"
            data-storage={storage}
          >
            <Icon aria-hidden size={18} />
            <span className="sync-indicator__text">{online ? 'Online' : 'Offline'}</span>
            {/* While counting, the turning-arrows icon says so on screen; the words are for
                screen readers only, so the indicator keeps its width when the count arrives. */}
            {!pendingKnown && <span className="sync-indicator__counting">{COUNTING}</span>}
            {pendingKnown && waiting && (
              <span className="sync-indicator__pending">
                <span className="sync-indicator__count tabular" aria-hidden>
                  {pending} waiting
                </span>
                <span className="sync-indicator__waiting">{waiting}</span>
              </span>
            )}
            {unseen.length > 0 && (
              <span className="sync-indicator__refused tabular" aria-hidden>
                {unseen.length}
              </span>
            )}
          </button>
        }
      >
        <SyncMenu state={state} online={online} refused={listed} />
      </Popover>
      {/* Announced as it changes; the button's own name is not a live region. */}
      <span className="visually-hidden" role="status">
        {state + notSaved}
      </span>
    </>
  );
}
