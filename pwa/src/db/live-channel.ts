// The live channel: a socket.io connection (same origin, session cookie) on which the server
// sends the changed documents themselves ('sync:docs': public collections to everybody, a user's
// own likes and requests to that user only). Each replication buffers them and takes them
// through its pull stream (live-buffer.ts). Every (re)connection resyncs everything from the
// network, since batches may have been missed while disconnected. A bare 'sync:changed' notice
// (names only) still asks for a pull of those collections. 'chat:unread' (not synced data: the
// chat is online only) is passed on as it comes, for the unread badges.
import { Subject } from 'rxjs';
import { io, type Socket } from 'socket.io-client';
import {
  CHAT_UNREAD_EVENT,
  SOCKET_RECONNECTION,
  SYNC_CHANGED_EVENT,
  SYNC_DOCS_EVENT,
  type SyncChangedPayload,
  type SyncCollection,
  type SyncDocsPayload,
} from '@hostel/shared-schema';
import type { ConnectionClock } from './live-buffer';
import type { DataLayerOptions } from './options';

export type LiveChannel = {
  /** Collections to pull again from the network ('all' after a (re)connection). */
  changes$: Subject<SyncCollection[] | 'all'>;
  /** Batches of changed documents. */
  docs$: Subject<SyncDocsPayload<unknown>>;
  connected$: Subject<boolean>;
  /** The chat's unread counts may have changed (a message of the user's was sent or read). */
  chatUnread$: Subject<void>;
  /** Whether the socket is connected, and a counter bumped by every (dis)connection. */
  clock: ConnectionClock;
  /** Reconnects, e.g. after sign-in/out so the server sees the new session. */
  reconnect: () => void;
  close: () => void;
};

export function openLiveChannel(options: DataLayerOptions): LiveChannel {
  const changes$ = new Subject<SyncCollection[] | 'all'>();
  const docs$ = new Subject<SyncDocsPayload<unknown>>();
  const connected$ = new Subject<boolean>();
  const chatUnread$ = new Subject<void>();
  const clock = { connected: false, epoch: 0 };
  if (options.socket === false) {
    return {
      changes$,
      docs$,
      connected$,
      chatUnread$,
      clock,
      reconnect: () => changes$.next('all'),
      close: () => undefined,
    };
  }
  const headers = () => options.headers?.() ?? {};
  const socket: Socket = io(options.baseUrl || undefined, {
    ...SOCKET_RECONNECTION,
    withCredentials: true,
    extraHeaders: headers(),
    ...options.socket,
  });
  const setConnected = (connected: boolean) => {
    clock.connected = connected;
    clock.epoch += 1;
  };
  socket.on('connect', () => {
    setConnected(true);
    connected$.next(true);
    changes$.next('all');
  });
  socket.on('disconnect', () => {
    setConnected(false);
    connected$.next(false);
  });
  socket.on(SYNC_DOCS_EVENT, (payload: SyncDocsPayload<unknown>) => {
    if (Array.isArray(payload?.documents) && Array.isArray(payload.seqs)) docs$.next(payload);
  });
  socket.on(SYNC_CHANGED_EVENT, (payload: SyncChangedPayload) => {
    if (Array.isArray(payload?.collections)) changes$.next(payload.collections);
  });
  socket.on(CHAT_UNREAD_EVENT, () => chatUnread$.next());
  // When the device says its network is back, try at once rather than at the end of the
  // reconnection backoff (up to 7.5 s): on flaky Wi-Fi that is when waiting writes can go.
  // (connect() alone waits for a reconnection already scheduled; disconnect() cancels it.)
  const reconnectNow = () => {
    if (!socket.connected && socket.io.opts.reconnection !== false) socket.disconnect().connect();
  };
  // The page's window, or the engine's worker scope (which has the same online events).
  const onlineEvents =
    typeof self !== 'undefined' && typeof self.addEventListener === 'function' ? self : undefined;
  onlineEvents?.addEventListener('online', reconnectNow);
  return {
    changes$,
    docs$,
    connected$,
    chatUnread$,
    clock,
    reconnect: () => {
      // The old connection's session ends here, whatever the socket reports later.
      setConnected(false);
      socket.io.opts.extraHeaders = headers();
      socket.disconnect().connect();
    },
    close: () => {
      onlineEvents?.removeEventListener('online', reconnectNow);
      socket.removeAllListeners();
      socket.close();
    },
  };
}
