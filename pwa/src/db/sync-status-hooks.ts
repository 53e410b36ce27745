// React's view of the data layer and its sync state: the current layer, the whole sync status,
// and single values of it (a document's waiting flag, what live queries depend on) that
// re-render a component only when they change. The live queries themselves are in hooks.ts.
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { currentDataLayer$, getCurrentDataLayer } from './current-layer';
import type { DataLayer } from './data-layer';
import { send } from './engine/send';
import type { WritableCollection } from './pending';
import { INITIAL_SYNC_STATUS, pendingKey, type SyncStatus } from './sync-status';

/**
 * The current data layer (null until it is open). Its arrival re-renders every screen that reads
 * the device (the whole home page), so it is a transition: React renders in slices and the
 * page stays responsive, instead of one long task (docs/performance-log/lighthouse.md).
 */
export function useDataLayer(): DataLayer | null {
  const [layer, setLayer] = useState(getCurrentDataLayer);
  useEffect(() => {
    const subscription = currentDataLayer$.subscribe((next) =>
      startTransition(() => setLayer(next)),
    );
    return () => subscription.unsubscribe();
  }, []);
  return layer;
}

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
  const layer = useDataLayer();
  const last = useRef<{ value: T } | null>(null);
  const snapshot = (status: SyncStatus) => {
    const next = select(status);
    if (!last.current || !sameFields(last.current.value, next)) last.current = { value: next };
    return last.current.value;
  };
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = layer?.status.status$.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    [layer],
  );
  return useSyncExternalStore(
    subscribe,
    () => snapshot(layer?.status.value ?? INITIAL_SYNC_STATUS),
    () => snapshot(INITIAL_SYNC_STATUS),
  );
}

/** The whole sync state (see sync-status.ts) plus the actions on it (requests to the engine). */
export function useSyncStatus(): SyncStatus & {
  acknowledgeRejection: (id?: number) => Promise<void>;
  dismissReplaced: (key?: string) => void;
  resync: () => void;
} {
  const layer = useDataLayer();
  const status = useSyncExternalStore(
    (onChange) => {
      const subscription = layer?.status.status$.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    () => layer?.status.value ?? INITIAL_SYNC_STATUS,
    () => INITIAL_SYNC_STATUS,
  );
  return useMemo(
    () => ({
      ...status,
      acknowledgeRejection: (id?: number) =>
        layer ? send('acknowledgeRejection', { id }) : Promise.resolve(),
      dismissReplaced: (key?: string) => {
        if (layer) void send('dismissReplaced', { key }).catch(() => undefined);
      },
      resync: () => {
        if (layer) void send('resync', {}).catch(() => undefined);
      },
    }),
    [status, layer],
  );
}

/** True while this document's local change has not reached the server. */
export function useIsWaiting(collection: WritableCollection, id: string | undefined): boolean {
  return useSyncStatusValue(
    ({ pendingKeys }) => id !== undefined && pendingKeys.has(pendingKey(collection, id)),
  );
}
