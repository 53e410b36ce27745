// The dedicated worker that holds the local database (worker-storage.ts starts it): RxDB's Dexie
// storage (IndexedDB, with the absent-reads middleware) exposed over postMessage with RxDB's
// remote storage plugin. Writing documents into IndexedDB (structured cloning, index keys) was
// most of a first sync's main-thread time; here it runs beside the page instead of inside it.
// Several tabs each have their own worker on the same IndexedDB databases; RxDB's multi-instance
// BroadcastChannel runs in the workers and tells each tab about the others' writes.
import { Subject } from 'rxjs';
import {
  createErrorAnswer,
  exposeRxStorageRemote,
  type MessageFromRemote,
  type MessageToRemote,
} from 'rxdb/plugins/storage-remote';
import { dexieStorage } from './dexie-storage';
import { changesStayInWorker } from './meta-changes';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const storage = dexieStorage();

/**
 * Each storage instance the page opens (a connection) gets an exposure of its own. One shared
 * exposure hands a second open of the same collection the first one's instance, and when the
 * page closes one while opening the other (a tab becoming the leader swaps its read-only copy
 * of the replication metadata for the replication's own) the new one is born closed. Separate
 * instances behave as RxDB's Dexie storage does in the page: each opens and closes on its own.
 */
const connections = new Map<string, Subject<MessageToRemote>>();
/** Requests that end their connection ('close', 'remove'): its route goes once answered. */
const ending = new Map<string, string>();

function send(message: MessageFromRemote) {
  scope.postMessage(message);
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

scope.onmessage = ({ data: message }: MessageEvent<MessageToRemote>) => {
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
scope.postMessage({ ready: true });
