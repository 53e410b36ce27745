// Connection and sync state for the navigation bar and online-only buttons (LOOK.md "State is
// visible"). Today it follows navigator.onLine; when the sync engineer's useSyncStatus() lands
// in db/, this hook becomes a thin adapter over it (pending = changes waiting to be pushed).
import { useSyncExternalStore } from 'react';

export type ConnectionStatus = {
  online: boolean;
  /** Local changes waiting to be pushed to the server. */
  pending: number;
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

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

export function useConnectionStatus(): ConnectionStatus {
  const online = useOnline();
  return { online, pending: 0 };
}
