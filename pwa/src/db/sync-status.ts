// The sync state the UI shows (useSyncStatus): online or offline, writes waiting (counted from
// the documents not yet pushed, see pending.ts), last sync time, last error, the server's
// reasons for refused writes, and the user's edits another edit replaced.
import { BehaviorSubject } from 'rxjs';
import type { SyncRejection } from '@hostel/shared-schema';
import type { WritableCollection } from './pending';
import type { Persistence } from './storage';

/** The user's edit that a later edit (or a deletion) replaced on the server. */
export type ReplacedEdit = {
  key: string;
  collection: WritableCollection;
  id: string;
  /** What this client had sent. */
  yours: Record<string, unknown>;
  /** What the server holds now. */
  server: Record<string, unknown>;
  at: number;
};

export type SyncStatus = {
  /** The server answered the last request (or the live socket is connected). */
  online: boolean;
  /** Writes waiting to reach the server (0 until counted: see pendingKnown). */
  pending: number;
  /**
   * Whether `pending` has been counted for the current user. After a reload the waiting writes
   * are counted from IndexedDB a moment after the app starts: until then the UI must not say
   * that nothing waits.
   */
  pendingKnown: boolean;
  /** `${collection}:${id}` of every waiting document (the per-document "waiting" flag). */
  pendingKeys: ReadonlySet<string>;
  /** When the server first answered a pull or a push in this session (null: not yet). */
  firstSyncedAt: number | null;
  lastError: string | null;
  /** Refused writes with the server's reasons (the user's own, newest first). */
  rejections: SyncRejection[];
  replaced: ReplacedEdit[];
  signedIn: boolean;
  /** This tab runs the replications (one tab of a profile does: leadership.ts). */
  leader: boolean;
  /** The browser keeps no data for the app (IndexedDB unavailable or full): online only. */
  offlineOff: boolean;
  /** The browser's answer to the persistent-storage request (asked at sign-in). */
  persistence: Persistence;
  /** Bumped when a collection is recreated (sign-out): live queries subscribe again. */
  dataEpoch: number;
};

export const INITIAL_SYNC_STATUS: SyncStatus = {
  online: false,
  pending: 0,
  pendingKnown: false,
  pendingKeys: new Set(),
  firstSyncedAt: null,
  lastError: null,
  rejections: [],
  replaced: [],
  signedIn: false,
  leader: false,
  offlineOff: false,
  persistence: 'unknown',
  dataEpoch: 0,
};

export class SyncStatusStore {
  readonly status$ = new BehaviorSubject<SyncStatus>(INITIAL_SYNC_STATUS);

  get value(): SyncStatus {
    return this.status$.getValue();
  }

  /** Applies a change; one that changes no field is not announced (every page would render). */
  update(change: Partial<SyncStatus>): void {
    const current = this.value;
    const changed = (Object.keys(change) as (keyof SyncStatus)[]).some(
      (key) => !Object.is(change[key], current[key]),
    );
    if (changed) this.status$.next({ ...current, ...change });
  }
}

export const pendingKey = (collection: string, id: string) => `${collection}:${id}`;
