// The worker that holds the local database (worker-storage.ts starts it). Two shapes, one script:
// - a dedicated worker per tab (a profile that already has RxDB's Dexie databases, or a browser
//   without SharedWorker): RxDB's Dexie storage (IndexedDB, with the absent-reads middleware).
//   Several tabs each have their own worker on the same IndexedDB databases; RxDB's
//   multi-instance BroadcastChannel runs in the workers and tells each tab about the others'.
// - ONE SharedWorker for every tab of a fresh profile: the memory-mapped storage
//   (memory-mapped/), whose memory copy of each collection must be one for all tabs; a write
//   through one tab's port reaches the others through the collection's shared change stream.
// Either way RxDB's remote storage plugin carries the calls over postMessage. Writing documents
// into IndexedDB (structured cloning, index keys) was most of a first sync's main-thread time;
// here it runs beside the page instead of inside it.
import { Subject } from 'rxjs';
import {
  createErrorAnswer,
  exposeRxStorageRemote,
  type MessageFromRemote,
  type MessageToRemote,
} from 'rxdb/plugins/storage-remote';
import type { RxStorage } from 'rxdb';
import { changesStayInWorker } from './meta-changes';
import { isTabLease, whenTabGone } from './tab-lease';
import { isLifeAsk, lifeTeller } from './worker-life';

/** Tells a page the Web Lock this worker holds while it lives (worker-life.ts). */
const tellLife = lifeTeller();

/** What a page talks through: the dedicated worker's scope, or a SharedWorker's port. */
type Endpoint = {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent<MessageToRemote>) => void) | null;
};

/**
 * Each storage instance a page opens (a connection) gets an exposure of its own. One shared
 * exposure hands a second open of the same collection the first one's instance, and when the
 * page closes one while opening the other (a tab becoming the leader swaps its read-only copy
 * of the replication metadata for the replication's own) the new one is born closed. Separate
 * instances behave as RxDB's Dexie storage does in the page: each opens and closes on its own.
 */
function serve(endpoint: Endpoint, storage: RxStorage<unknown, unknown>): void {
  const connections = new Map<string, Subject<MessageToRemote>>();
  /** Requests that end their connection ('close', 'remove'): its route goes once answered. */
  const ending = new Map<string, string>();

  function send(message: MessageFromRemote) {
    endpoint.postMessage(message);
    const connectionId = ending.get(message.answerTo);
    if (connectionId === undefined) return;
    ending.delete(message.answerTo);
    connections.get(connectionId)?.complete();
    connections.delete(connectionId);
  }

  /** For an instance whose changes stay here (meta-changes.ts): answers, never changes. */
  function sendAnswersOnly(message: MessageFromRemote) {
    if (message.method !== 'changeStream') send(message);
  }

  endpoint.onmessage = ({ data: message }: MessageEvent<MessageToRemote>) => {
    if (isLifeAsk(message)) {
      void tellLife(endpoint);
      return;
    }
    if (isTabLease(message)) {
      // The tab is gone: close what it left open, as its RxDB would have (tab-lease.ts).
      whenTabGone(message, () => {
        for (const [connectionId, open] of connections) {
          const close = {
            connectionId,
            method: 'close',
            params: [],
            requestId: `gone|${connectionId}`,
          };
          ending.set(close.requestId, connectionId);
          open.next(close as unknown as MessageToRemote);
        }
      });
      return;
    }
    let route = connections.get(message.connectionId);
    if (!route && message.method !== 'create') {
      // A call on an instance already closed: RxDB's exposure would never answer it (the caller
      // would wait forever); Dexie in the page throws. Answer as Dexie does.
      send(createErrorAnswer(message, new Error(`storage instance closed (${message.method})`)));
      return;
    }
    if (!route) {
      route = new Subject<MessageToRemote>();
      connections.set(message.connectionId, route);
      exposeRxStorageRemote({
        storage,
        messages$: route.asObservable(),
        send: changesStayInWorker(message.params) ? sendAnswersOnly : send,
      });
    }
    if (message.method === 'close' || message.method === 'remove') {
      ending.set(message.requestId, message.connectionId);
    }
    route.next(message);
  };
  // Tells the page the worker loaded and listens (a worker that fails to load never says it).
  endpoint.postMessage({ ready: true });
}

/**
 * The storage, its code loaded at the first open: each shape imports only its own (a fresh
 * profile's first visit need not fetch Dexie: first-visit JavaScript), and the worker
 * still listens from its first task (a SharedWorker's `connect` must find its handler set).
 * RxDB's exposure calls nothing but `createStorageInstance`.
 */
function loadedOnOpen(load: () => Promise<RxStorage<unknown, unknown>>) {
  let loading: Promise<RxStorage<unknown, unknown>> | undefined;
  return {
    createStorageInstance: async (
      params: Parameters<RxStorage<unknown, unknown>['createStorageInstance']>[0],
    ) => (await (loading ??= load())).createStorageInstance(params),
  } as RxStorage<unknown, unknown>;
}

const scope = self as unknown as { onconnect?: unknown };
if ('onconnect' in scope) {
  // A SharedWorker: one memory-mapped storage for every tab's port.
  const shared = scope as unknown as SharedWorkerGlobalScope;
  const storage = loadedOnOpen(
    async () =>
      (await import('./memory-mapped')).getRxStorageMemoryMapped() as RxStorage<unknown, unknown>,
  );
  shared.onconnect = (event) => serve(event.ports[0]! as unknown as Endpoint, storage);
} else {
  const storage = loadedOnOpen(
    async () => (await import('./dexie-storage')).dexieStorage() as RxStorage<unknown, unknown>,
  );
  serve(self as unknown as Endpoint, storage);
}
