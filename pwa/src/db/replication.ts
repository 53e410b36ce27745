// One live replication per collection (rxdb/plugins/replication) against /api/sync/{name}:
// pull by checkpoint with exactly batchSize documents a page; for a collection the device writes
// (pending.ts WRITABLE_COLLECTIONS), push answering the server's conflicts (throwing on non-2xx
// so RxDB retries; while the server cannot be reached, sent again as soon as it can:
// reachability.ts); and a pull stream fed by the live channel
// with 'RESYNC' only (a stream event's checkpoint would replace the stored one). The documents
// the live channel brings wait in a LiveBuffer, and the pull handler answers from it when the
// client is following; otherwise it asks the server (live-buffer.ts says when).
// A collection the device only reads (meals, the menu, the settings) replicates pull-only: RxDB
// then keeps no assumed server state (a meta row) per document, which halves the rows a first
// sync writes and the memory they take; the server's next state of a document replaces whatever
// the device holds. A collection the device writes keeps RxDB's meta rows, which its conflict
// detection and the waiting count (pending.ts) read. What a pull brings keeps one copy of each
// repeated value (repeated-values.ts).
import { Subject, type Observable } from 'rxjs';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import type { RxReplicationPullStreamItem, WithDeleted } from 'rxdb';
import type { SyncCheckpoint, SyncDocsPayload, SyncPushRow } from '@hostel/shared-schema';
import { SYNC_NAME, type CollectionName, type DocTypes, type HostelDatabase } from './collections';
import { LiveBuffer, type ConnectionClock } from './live-buffer';
import type { Reachability } from './reachability';
import { REPEATED_FIELDS, RepeatedValues } from './repeated-values';
import type { SyncHttp } from './sync-http';

/** Stable per collection (not per server URL): see replicateCollection. */
export const replicationIdentifierOf = (name: CollectionName): string =>
  `hostel-sync-${SYNC_NAME[name]}`;

export type CollectionReplication<K extends CollectionName = CollectionName> = {
  name: K;
  state: RxReplicationState<DocTypes[K], SyncCheckpoint>;
  /** Pull again (from the live buffer when it can answer, else from the server). */
  resync: () => void;
  /** A batch of changed documents from the live channel. */
  receive: (batch: SyncDocsPayload<unknown>) => void;
};

export type ReplicationHooks = {
  /** Rows the server accepted (not refused, not in conflict). */
  onPushed: (name: CollectionName, docs: WithDeleted<unknown>[]) => void;
  /** Ids the server refused in a push. */
  onRefused: (name: CollectionName, ids: string[]) => void;
  onPulled: () => void;
};

export function replicateCollection<K extends CollectionName>(
  db: HostelDatabase,
  name: K,
  http: SyncHttp,
  hooks: ReplicationHooks,
  {
    batchSize,
    pushes,
    retryTime,
    clock,
    reachability,
    after,
    onCaughtUp,
  }: {
    batchSize: number;
    /**
     * Whether the device writes this collection. A collection it only reads replicates pull-only,
     * so RxDB keeps no assumed server state of its documents (see the file's header).
     */
    pushes: boolean;
    retryTime: number;
    clock: ConnectionClock;
    /** A push the server could not receive goes again when the server is back (reachability.ts). */
    reachability: Reachability;
    /** Pull from the server only once this settles (a first sync takes meals before reviews). */
    after?: Promise<void>;
    /** Called when a server pull finds nothing more, or fails (offline: nothing to wait for). */
    onCaughtUp?: () => void;
  },
): CollectionReplication<K> {
  const sync = SYNC_NAME[name];
  type Doc = DocTypes[K];
  const live = new LiveBuffer<WithDeleted<Doc> & { _id: string }>(clock);
  const repeated = new RepeatedValues(REPEATED_FIELDS[name] ?? []);
  const stream$ = new Subject<RxReplicationPullStreamItem<Doc, SyncCheckpoint>>();
  const state: RxReplicationState<Doc, SyncCheckpoint> = replicateRxCollection<Doc, SyncCheckpoint>(
    {
      // Stable per collection (not per server URL): the checkpoint and the assumed master states
      // survive reloads; a per-user collection is removed with its replication on sign-out.
      replicationIdentifier: replicationIdentifierOf(name),
      collection: db[name] as never,
      live: true,
      retryTime,
      // One tab of a profile replicates (leadership.ts); a visible follower must not start its
      // own replication either (RxDB's default starts it on visibilitychange).
      waitForLeadership: true,
      toggleOnDocumentVisible: false,
      autoStart: true,
      pull: {
        batchSize,
        async handler(checkpoint, size) {
          const served = live.serve(checkpoint, size);
          if (served) {
            hooks.onPulled();
            repeated.share(served.documents);
            return served as { documents: WithDeleted<Doc>[]; checkpoint: SyncCheckpoint };
          }
          await after;
          const token = live.beginPull();
          let page: Awaited<ReturnType<typeof http.pull<Doc>>>;
          try {
            page = await http.pull<Doc>(sync, checkpoint, size);
          } catch (error) {
            onCaughtUp?.();
            throw error;
          }
          live.endPull(token, page.documents.length < size);
          if (page.documents.length < size) onCaughtUp?.();
          hooks.onPulled();
          return {
            documents: repeated.share(page.documents as WithDeleted<Doc>[]),
            checkpoint: page.checkpoint ?? checkpoint,
          };
        },
        stream$: stream$.asObservable() as Observable<
          RxReplicationPullStreamItem<Doc, SyncCheckpoint>
        >,
      },
      push: pushes
        ? {
            batchSize: 100,
            async handler(rows) {
              const { conflicts, refusedIds } = await reachability.untilSent(
                () =>
                  http.push<WithDeleted<Doc>>(
                    sync,
                    rows as unknown as SyncPushRow<WithDeleted<Doc>>[],
                  ),
                { retryMs: retryTime, stopped: () => state.isStoppedOrPaused() },
              );
              if (refusedIds.length > 0) hooks.onRefused(name, refusedIds);
              const notAccepted = new Set(conflicts.map((doc) => (doc as { _id: string })._id));
              hooks.onPushed(
                name,
                rows
                  .map((row) => row.newDocumentState)
                  .filter((doc) => !notAccepted.has((doc as { _id: string })._id)),
              );
              return conflicts;
            },
          }
        : undefined,
    },
  );
  return {
    name,
    state,
    resync: () => stream$.next('RESYNC'),
    receive: (batch) => {
      live.receive(batch);
      stream$.next('RESYNC');
    },
  };
}
