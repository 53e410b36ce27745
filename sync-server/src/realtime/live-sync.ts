// The live-sync channel: after a committed write to a synced table the routes emit
// 'synced-change'; connected clients get 'sync:changed' {collections} and pull. Public
// collections go to every socket; owner-only ones (likes, requested-meals) only to the sockets
// of the owners named in the event.
import type { Server as SocketServer } from 'socket.io';
import {
  OWNER_ONLY_COLLECTIONS,
  SOCKET_EVENTS,
  type SyncChangedPayload,
  type SyncCollection,
} from '@hostel/shared-schema';
import type { Deps } from '../http/context';
import { ROOMS } from './socket-session';

const OWNER_ONLY: ReadonlySet<SyncCollection> = new Set(OWNER_ONLY_COLLECTIONS);
/** Owner-only collections whose changes admins also hear of (the Kitchen page counts skips). */
const ADMIN_WATCHED: ReadonlySet<SyncCollection> = new Set(['skips']);

type SyncedChange = { collections?: SyncCollection[]; emails?: string[] };

export function attachLiveSync(io: SocketServer, deps: Deps): () => void {
  const onChange = ({ collections = [], emails = [] }: SyncedChange) => {
    const shared = collections.filter((collection) => !OWNER_ONLY.has(collection));
    const owned = collections.filter((collection) => OWNER_ONLY.has(collection));
    if (shared.length > 0) {
      io.emit(SOCKET_EVENTS.syncChanged, { collections: shared } satisfies SyncChangedPayload);
    }
    const owners = [...new Set(emails.map((email) => email.toLowerCase()))];
    if (owned.length > 0 && owners.length > 0) {
      io.to(owners.map(ROOMS.user)).emit(SOCKET_EVENTS.syncChanged, {
        collections: owned,
      } satisfies SyncChangedPayload);
    }
    const watched = owned.filter((collection) => ADMIN_WATCHED.has(collection));
    if (watched.length > 0) {
      io.to(ROOMS.admins).emit(SOCKET_EVENTS.syncChanged, {
        collections: watched,
      } satisfies SyncChangedPayload);
    }
  };
  deps.events.on('synced-change', onChange);
  return () => deps.events.off('synced-change', onChange);
}
