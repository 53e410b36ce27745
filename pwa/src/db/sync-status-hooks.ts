// React's view of the engine's sync state (the syncStatus stream): the whole status, and single
// values of it (a document's waiting flag) that re-render a component only when they change.
// One watch serves every component of the page. The live queries themselves are in hooks.ts.
import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import type { Subscription } from 'rxjs';
import { send } from './engine/send';
import { watch } from './engine/watch';
import type { WritableCollection } from './pending';
import { INITIAL_SYNC_STATUS, pendingKey, type SyncStatus } from './sync-status';

/** The page's copy of the engine's sync state, watched while a component reads it. */
const store = {
  value: INITIAL_SYNC_STATUS,
  listeners: new Set<() => void>(),
  subscription: undefined as Subscription | undefined,
};

function subscribeStatus(onChange: () => void): () => void {
  store.listeners.add(onChange);
  store.subscription ??= watch('syncStatus', {}).subscribe((answer) => {
    if (!('value' in answer)) return;
    store.value = answer.value;
    for (const listener of store.listeners) listener();
  });
  return () => {
    store.listeners.delete(onChange);
    if (store.listeners.size > 0) return;
    store.subscription?.unsubscribe();
    store.subscription = undefined;
    // Nobody reads it: the next reader starts from the engine's answer, not a stale copy.
    store.value = INITIAL_SYNC_STATUS;
  };
}

const statusNow = () => store.value;

/** The sync state as the page last heard it (the initial state before anything watched it). */
export const lastSyncStatus = (): SyncStatus => statusNow();
const serverStatus = () => INITIAL_SYNC_STATUS;

/** Equal primitives, or objects whose fields are equal primitives. */
function sameFields<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * Values of the sync state: the component re-renders only when one of them changes, not on
 * every pull's status update. `select` answers a primitive or an object of primitives (compared
 * field by field: the last answer is kept while the fields stay the same).
 */
export function useSyncStatusValue<T>(select: (status: SyncStatus) => T): T {
  const last = useRef<{ value: T } | null>(null);
  const snapshot = (status: SyncStatus) => {
    const next = select(status);
    if (!last.current || !sameFields(last.current.value, next)) last.current = { value: next };
    return last.current.value;
  };
  const subscribe = useCallback((onChange: () => void) => subscribeStatus(onChange), []);
  return useSyncExternalStore(
    subscribe,
    () => snapshot(statusNow()),
    () => snapshot(serverStatus()),
  );
}

/** The whole sync state (see sync-status.ts) plus the actions on it (requests to the engine). */
export function useSyncStatus(): SyncStatus & {
  acknowledgeRejection: (id?: number) => Promise<void>;
  dismissReplaced: (key?: string) => void;
  resync: () => void;
} {
  const status = useSyncExternalStore(subscribeStatus, statusNow, serverStatus);
  return useMemo(
    () => ({
      ...status,
      acknowledgeRejection: (id?: number) => send('acknowledgeRejection', { id }),
      dismissReplaced: (key?: string) => {
        void send('dismissReplaced', { key }).catch(() => undefined);
      },
      resync: () => {
        void send('resync', {}).catch(() => undefined);
      },
    }),
    [status],
  );
}

/** True while this document's local change has not reached the server. */
export function useIsWaiting(collection: WritableCollection, id: string | undefined): boolean {
  return useSyncStatusValue(
    ({ pendingKeys }) => id !== undefined && pendingKeys.has(pendingKey(collection, id)),
  );
}
