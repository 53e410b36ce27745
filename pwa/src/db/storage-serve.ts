// How a storage worker answers one page (storage-worker.ts, storage-owner.ts): RxDB's remote
// storage plugin carries each storage call of the page's RxDB over postMessage, and this side
// runs it on the worker's storage. Free of any one storage: the worker passes the one its role
// holds, loaded at the first open (loadedOnOpen).
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
export const tellLife = lifeTeller();

/** What a page talks through: a dedicated worker's scope, a SharedWorker's port, a relay. */
export type Endpoint = {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent<MessageToRemote>) => void) | null;
};

/**
 * Serves one page. Each storage instance the page opens (a connection) gets an exposure of its
 * own. One shared exposure hands a second open of the same collection the first one's instance,
 * and when the page closes one while opening the other (a tab becoming the leader swaps its
 * read-only copy of the replication metadata for the replication's own) the new one is born
 * closed. Separate instances behave as RxDB's Dexie storage does in the page: each opens and
 * closes on its own.
 */
export function serve(endpoint: Endpoint, storage: RxStorage<unknown, unknown>): void {
  const connections = new Map<string, Subject<MessageToRemote>>();
  /** Requests that end their connection ('close', 'remove'): its route goes once answered. */
  const ending = new Map<string, string>();
  /** 'create' requests not answered yet: a refused one ends its connection too. */
  const creating = new Map<string, string>();

  function send(message: MessageFromRemote) {
    endpoint.postMessage(message);
    const created = creating.get(message.answerTo);
    if (created !== undefined) {
      creating.delete(message.answerTo);
      if (message.error) ending.set(message.answerTo, created);
    }
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
    if (message.method === 'create') creating.set(message.requestId, message.connectionId);
    if (message.method === 'close' || message.method === 'remove') {
      ending.set(message.requestId, message.connectionId);
    }
    route.next(message);
  };
}

/**
 * A storage whose code loads at its first open: each role imports only its own (a fresh
 * profile's first visit need not fetch Dexie: first-visit JavaScript), and the worker still
 * listens from its first task (a SharedWorker's `connect` must find its handler set). RxDB's
 * exposure calls nothing but `createStorageInstance`.
 */
export function loadedOnOpen(
  load: () => Promise<RxStorage<unknown, unknown>>,
): RxStorage<unknown, unknown> {
  let loading: Promise<RxStorage<unknown, unknown>> | undefined;
  return {
    createStorageInstance: async (
      params: Parameters<RxStorage<unknown, unknown>['createStorageInstance']>[0],
    ) => (await (loading ??= load())).createStorageInstance(params),
  } as RxStorage<unknown, unknown>;
}
