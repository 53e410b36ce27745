// Connection and sync state for the navigation bar and online-only buttons (LOOK.md "State is
// visible"): the browser's own online flag combined with the data layer's view (useSyncStatus:
// the server answered, writes waiting to be pushed). "Online" means one thing everywhere: the
// indicator and every online-only action follow the same flag, so with the network up but the
// server down both say Offline.
import { useSyncExternalStore } from 'react';
import { useSyncStatus } from '../../db';

export type ConnectionStatus = {
  online: boolean;
  /** Local changes waiting to be pushed to the server. */
  pending: number;
  /** False until the waiting changes are counted (just after a reload): `pending` is not 0 yet. */
  pendingKnown: boolean;
  /** No pull has finished yet in this session (a fresh device shows skeletons, not "empty"). */
  firstSyncPending: boolean;
};

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/** The browser's own connection flag (the network, not the server). */
function useBrowserOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** Whether the server can be reached: what the indicator shows and online-only actions follow. */
export function useOnline(): boolean {
  return useConnectionStatus().online;
}

export function useConnectionStatus(): ConnectionStatus {
  const browserOnline = useBrowserOnline();
  const sync = useSyncStatus();
  // Before the first answer the data layer says "not online" without having failed: trust the
  // browser until a request has actually failed.
  const serverReachable = sync.online || sync.lastError === null;
  const online = browserOnline && serverReachable;
  return {
    online,
    pending: sync.pending,
    pendingKnown: sync.pendingKnown,
    firstSyncPending: online && sync.firstSyncedAt === null,
  };
}
