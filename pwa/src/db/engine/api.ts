// The offline engine's contract with the page: every request a screen may send, with its
// arguments and its answer, and every stream it may watch (a live answer, sent again on every
// change). Arguments and answers are plain data (they cross a structured clone, within the page
// or to the engine's worker); an error crosses as EngineError and is rebuilt by send.ts.
// This file holds the engine's own requests and streams (the session, the sync state, the live
// channel). A collection's requests and streams belong to its module,
// db/collections/<sync-name>.ts: it adds their entries to EngineRequests and EngineStreams by
// module augmentation (`declare module '../engine/api' { interface EngineRequests { … } }`) and
// their handlers and queries to its `engineCollection(…)`; nothing here changes. An engine
// request of its own is an entry here and its handler in requests.ts; a stream, an entry here
// and its query in streams.ts.
import type { SyncCollection } from '@hostel/shared-schema';
import type { Observable } from 'rxjs';
import type { DataUser } from '../data-layer';
import type { SyncStatus } from '../sync-status';
import type { Persistence } from '../storage';

/**
 * A query's answer and whether it includes this session's first pull of its collection from the
 * server: until it does, what is missing may still be on its way (a screen holds its place).
 */
export type FirstPulled<T> = { docs: T; pulled: boolean };

/** Every request, by name: the engine's own here, each collection's added by its module. */
export interface EngineRequests {
  /** After every sign-in; null on sign-out (see db/index.ts). Writes sent later wait for it. */
  setUser: { args: { user: DataUser | null }; answer: void };
  /** The browser's answer to the page's persistent-storage request (a worker cannot ask). */
  notePersistence: { args: { persistence: Persistence }; answer: void };
  /** Pull every collection again from its checkpoint. */
  resync: { args: NoArgs; answer: void };
  /** A refusal the person has seen (all of them without an id). */
  acknowledgeRejection: { args: { id?: number }; answer: void };
  /** A replaced edit the person has seen (all of them without a key). */
  dismissReplaced: { args: { key?: string }; answer: void };
}

export type RequestName = keyof EngineRequests;
export type RequestArgs<N extends RequestName> = EngineRequests[N]['args'];
export type RequestAnswer<N extends RequestName> = EngineRequests[N]['answer'];

/** One request as it travels: its name and its arguments. */
export type EngineRequest = { [N in RequestName]: { name: N; args: RequestArgs<N> } }[RequestName];

/** A failed request as it travels: `refused` is a WriteRefused (the spec's message). */
export type EngineError = { message: string; refused: boolean };

export type EngineAnswer = { ok: true; value: unknown } | { ok: false; error: EngineError };

/** Carries one request to the engine and its answer back. */
export type EngineTransport = (request: EngineRequest) => Promise<EngineAnswer>;

/** The arguments of a request or stream that takes none. */
export type NoArgs = Record<string, never>;

/** Every stream, by name: the engine's own here, each collection's added by its module. */
export interface EngineStreams {
  /** The sync state (sync-status.ts): online, what waits, refusals, replaced edits, … */
  syncStatus: { args: NoArgs; value: SyncStatus };
  /** The signed-in user (null while signed out, or while a sign-out waits for its writes). */
  user: { args: NoArgs; value: DataUser | null };
  /** Whether this session's first pull of a collection is in (first-screen.ts holds till then). */
  firstPulled: { args: { collection: SyncCollection }; value: boolean };
  /** An event each time the live channel says one of these collections changed elsewhere. */
  liveChanges: { args: { collections: SyncCollection[] }; value: true };
  /** An event each time the chat's unread counts may have changed (and after a reconnection). */
  chatNotices: { args: NoArgs; value: true };
}

/** A state of the signed-in user's own document: its fields, whether it waits, who is in. */
export type WaitingState<T> = T & { waiting: boolean; signedIn: boolean };

/**
 * One answer of a watched stream as it travels: its value, or `failed` when its query failed
 * (a collection being recreated); the engine subscribes again at the next data epoch.
 */
export type Watched<V> = { value: V } | { failed: string };

/** Carries one watch to the engine and its answers back; unsubscribing ends it. */
export type EngineWatcher = <N extends StreamName>(
  name: N,
  args: StreamArgs<N>,
) => Observable<Watched<StreamValue<N>>>;

export type StreamName = keyof EngineStreams;
export type StreamArgs<N extends StreamName> = EngineStreams[N]['args'];
export type StreamValue<N extends StreamName> = EngineStreams[N]['value'];
