// The live channel: after a committed write to a synced table the routes emit 'synced-change'
// {collections}. Changes are coalesced over a short window; then, for each changed collection,
// ONE query reads every row changed since the last batch (up to the sequence value read just
// before), and the documents go out as 'sync:docs': public collections in one broadcast to every
// socket, owner-only ones (any collection whose sync source has an owner column) grouped by
// owner into that owner's room, admin-only ones (servings) to the admins' room. The work per change therefore depends on the rows changed and
// their owners, never on how many clients are connected. A batch too large to send goes out as
// `complete: false` (no documents): clients pull instead. Clients that were disconnected catch
// up by pulling; see pwa/src/db/live-buffer.ts for how a client decides what it may apply.
import type { Server as SocketServer } from 'socket.io';
import {
  ADMIN_ONLY_COLLECTIONS,
  SOCKET_EVENTS,
  SYNC_COLLECTIONS,
  type SyncCollection,
  type SyncChangedPayload,
  type SyncDocsPayload,
} from '@hostel/shared-schema';
import { currentSeq } from '../db/sequence';
import { changedRows, type ChangedRow } from '../domain/sync/live-changes';
import { SYNC_SOURCES } from '../domain/sync/collections';
import type { Deps } from '../http/context';
import { ROOMS } from './socket-session';
import { processLog } from '../telemetry/log-context';

export type LiveSyncOptions = {
  /** How long changes are gathered before one batch goes out. */
  windowMs?: number;
  /** Above this many rows in one collection's batch, clients are told to pull instead. */
  maxDocs?: number;
  /**
   * Other instances broadcast to the same clients (socket.io's Redis adapter). This instance's
   * cursor starts at the sequence it reads at start, so another instance's batch still gathering
   * then may reach clients after this one's first: the first batch of each collection is sent as
   * an announcement (`complete: false`), and clients pull once instead of skipping those rows.
   */
  sharedRooms?: boolean;
};

type SyncedChange = { collections?: SyncCollection[] };

/** Per socket.io server: send the batch still gathering now, and wait until it has gone out. */
const flushers = new WeakMap<SocketServer, () => Promise<void>>();
/** Per socket.io server: the cursors' starting sequence has been read. */
const starts = new WeakMap<SocketServer, Promise<void>>();

/**
 * Settles once the live channel knows where it starts. The server takes writes only after
 * this: a write committed before the cursors were read would be behind them and never sent,
 * while a client that pulled before it would believe itself caught up.
 */
export function liveSyncStarted(io: SocketServer): Promise<void> {
  return starts.get(io) ?? Promise.resolve();
}

/**
 * For a graceful stop (graceful-stop.ts), before socket.io closes: the last writes' documents
 * still reach the clients of every instance instead of waiting for someone's next write.
 */
export function flushLiveSync(io: SocketServer): Promise<void> {
  return flushers.get(io)?.() ?? Promise.resolve();
}

/**
 * Collections whose changes admins also hear of as a bare 'sync:changed' notice (the Kitchen page
 * counts skips and servings through its own admin call, and reloads on the notice).
 */
const ADMIN_WATCHED: ReadonlySet<SyncCollection> = new Set(['skips', 'servings']);

function payload(collection: SyncCollection, rows: ChangedRow[]): SyncDocsPayload {
  return {
    collection,
    documents: rows.map((row) => row.doc),
    seqs: rows.map((row) => row.seq),
    complete: true,
  };
}

export function attachLiveSync(
  io: SocketServer,
  deps: Deps,
  { windowMs = 20, maxDocs = 500, sharedRooms = false }: LiveSyncOptions = {},
): () => void {
  const { db } = deps;
  const ownerOnly = (collection: SyncCollection) =>
    SYNC_SOURCES[collection].some((source) => source.ownerColumn);
  const dirty = new Set<SyncCollection>();
  // Per collection: every change up to this sequence value has been sent (or announced).
  const cursors = new Map<SyncCollection, number>();
  // Collections whose first batch since start has gone out (see `sharedRooms`).
  const sentOnce = new Set<SyncCollection>();
  let started: Promise<void> | undefined;
  let queue: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  // Changes committed before the server started listening were never live: clients pull them.
  const start = () =>
    (started ??= currentSeq(db).then((seq) => {
      for (const collection of SYNC_COLLECTIONS) cursors.set(collection, seq);
    }));

  async function send(collection: SyncCollection): Promise<void> {
    const after = cursors.get(collection) ?? 0;
    const upTo = await currentSeq(db);
    const rows = await changedRows(db, collection, after, upTo, maxDocs);
    cursors.set(collection, upTo);
    if (rows.length === 0) return;
    const firstOfShared = sharedRooms && !sentOnce.has(collection);
    sentOnce.add(collection);
    const adminOnly = ADMIN_ONLY_COLLECTIONS.includes(collection);
    if (rows.length > maxDocs || firstOfShared) {
      const announce: SyncDocsPayload = { collection, documents: [], seqs: [], complete: false };
      if (adminOnly) io.to(ROOMS.admins).emit(SOCKET_EVENTS.syncDocs, announce);
      else if (!ownerOnly(collection)) io.emit(SOCKET_EVENTS.syncDocs, announce);
      else {
        const owners = [...new Set(rows.map((row) => row.owner!))];
        io.to(owners.map(ROOMS.user)).emit(SOCKET_EVENTS.syncDocs, announce);
      }
      return;
    }
    if (collection === 'reviews') {
      // Reviewers' e-mails go to signed-in sockets only (domain/reviews/reviewer-privacy.ts):
      // visitors are told the collection changed and pull its signed-out view.
      io.to(ROOMS.signedIn).emit(SOCKET_EVENTS.syncDocs, payload(collection, rows));
      io.except(ROOMS.signedIn).emit(SOCKET_EVENTS.syncDocs, {
        collection,
        documents: [],
        seqs: [],
        complete: false,
      } satisfies SyncDocsPayload);
      return;
    }
    if (adminOnly) {
      io.to(ROOMS.admins).emit(SOCKET_EVENTS.syncDocs, payload(collection, rows));
      return;
    }
    if (!ownerOnly(collection)) {
      io.emit(SOCKET_EVENTS.syncDocs, payload(collection, rows));
      return;
    }
    const byOwner = new Map<string, ChangedRow[]>();
    for (const row of rows) {
      const own = byOwner.get(row.owner!) ?? [];
      own.push(row);
      byOwner.set(row.owner!, own);
    }
    for (const [owner, own] of byOwner) {
      io.to(ROOMS.user(owner)).emit(SOCKET_EVENTS.syncDocs, payload(collection, own));
    }
  }

  function flush(): void {
    timer = undefined;
    const collections = [...dirty];
    dirty.clear();
    queue = queue
      .then(start)
      .then(async () => {
        for (const collection of collections) if (!closed) await send(collection);
      })
      .catch((error: unknown) => {
        // A failed read loses nothing: the rows stay past the cursor for the next batch, and
        // clients that miss them catch up at their next pull.
        if (closed) return;
        for (const collection of collections) dirty.add(collection);
        timer ??= setTimeout(flush, windowMs * 10);
        processLog().error({ err: error }, 'live sync: could not send changed documents');
      });
  }

  const onChange = ({ collections = [] }: SyncedChange) => {
    for (const collection of collections) dirty.add(collection);
    timer ??= setTimeout(flush, windowMs);
    const watched = collections.filter((collection) => ADMIN_WATCHED.has(collection));
    if (watched.length > 0) {
      io.to(ROOMS.admins).emit(SOCKET_EVENTS.syncChanged, {
        collections: watched,
      } satisfies SyncChangedPayload);
    }
  };
  starts.set(
    io,
    start().catch((error: unknown) => {
      started = undefined;
      throw error;
    }),
  );
  deps.events.on('synced-change', onChange);
  // Also after detach (the HTTP server may report 'close' before socket.io is closed): what was
  // gathered still goes out once.
  flushers.set(io, async () => {
    clearTimeout(timer);
    timer = undefined;
    const collections = [...dirty];
    dirty.clear();
    queue = queue
      .then(start)
      .then(async () => {
        for (const collection of collections) await send(collection);
      })
      .catch((error: unknown) =>
        processLog().error({ err: error }, 'live sync: last batch not sent'),
      );
    await queue;
  });
  return () => {
    closed = true;
    clearTimeout(timer);
    deps.events.off('synced-change', onChange);
  };
}
