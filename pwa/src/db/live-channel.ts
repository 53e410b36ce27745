// The live channel: a socket.io connection (same origin, session cookie) on which the server
// names the collections that changed ('sync:changed'). Each replication turns that into RESYNC
// (a pull from its own checkpoint), and every (re)connection resyncs everything, since events
// may have been missed while disconnected.
import { Subject } from 'rxjs';
import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_RECONNECTION,
  SYNC_CHANGED_EVENT,
  type SyncChangedPayload,
  type SyncCollection,
} from '@hostel/shared-schema';
import type { DataLayerOptions } from './options';

export type LiveChannel = {
  /** Collections to pull again ('all' after a (re)connection). */
  changes$: Subject<SyncCollection[] | 'all'>;
  connected$: Subject<boolean>;
  /** Reconnects, e.g. after sign-in/out so the server sees the new session. */
  reconnect: () => void;
  close: () => void;
};

export function openLiveChannel(options: DataLayerOptions): LiveChannel {
  const changes$ = new Subject<SyncCollection[] | 'all'>();
  const connected$ = new Subject<boolean>();
  if (options.socket === false) {
    return { changes$, connected$, reconnect: () => changes$.next('all'), close: () => undefined };
  }
  const headers = () => options.headers?.() ?? {};
  const socket: Socket = io(options.baseUrl || undefined, {
    ...SOCKET_RECONNECTION,
    withCredentials: true,
    extraHeaders: headers(),
    ...options.socket,
  });
  socket.on('connect', () => {
    connected$.next(true);
    changes$.next('all');
  });
  socket.on('disconnect', () => connected$.next(false));
  socket.on(SYNC_CHANGED_EVENT, (payload: SyncChangedPayload) => {
    if (Array.isArray(payload?.collections)) changes$.next(payload.collections);
  });
  return {
    changes$,
    connected$,
    reconnect: () => {
      socket.io.opts.extraHeaders = headers();
      socket.disconnect().connect();
    },
    close: () => {
      socket.removeAllListeners();
      socket.close();
    },
  };
}
