// What the engine knows of one synced collection on the device, beyond what the shared registry
// declares (shared-schema `sync/collections.ts`): how its conflicts resolve, which fields a user
// edits (what "your edit was replaced" compares), and the requests and streams the screens use
// for it. Each collection has one module, collections/<sync-name>.ts, whose default export is
// `engineCollection(name, {...})`; collections/index.ts finds and checks them, so a collection is
// added to the engine by adding its module and nothing else. A module also adds its requests
// and streams to the engine's contract (engine/api.ts) by augmenting EngineRequests and
// EngineStreams, so `send` and `useWatch` know them.
import type { RxConflictHandler } from 'rxdb';
import type { Observable } from 'rxjs';
import {
  docEqual,
  localCollectionOf,
  type LocalName,
  type SyncCollection,
} from '@hostel/shared-schema';
import type { DocTypes } from './collections';
import type { ConflictContext } from './conflict-handlers';
import type { DataLayer } from './data-layer';
import type {
  RequestAnswer,
  RequestArgs,
  RequestName,
  StreamArgs,
  StreamName,
  StreamValue,
} from './engine/api';
import type { WritableCollection } from './pending';

/** The engine's answer to one request: one call of the data layer. */
export type RequestHandler<N extends RequestName> = (
  layer: DataLayer,
  args: RequestArgs<N>,
) => Promise<RequestAnswer<N>>;
/** The engine's query behind one stream: an observable of plain data. */
export type StreamQuery<N extends StreamName> = (
  layer: DataLayer,
  args: StreamArgs<N>,
) => Observable<StreamValue<N>>;

/** Handlers of some requests, each checked against its entry of EngineRequests. */
export type RequestHandlers = { [N in RequestName]?: RequestHandler<N> };
/** Queries of some streams, each checked against its entry of EngineStreams. */
export type StreamQueries = { [N in StreamName]?: StreamQuery<N> };

type DocOf<Name extends SyncCollection> = DocTypes[LocalName<Name>];

/**
 * Fields a user edits in a writable collection (what "replaced" compares); a collection devices
 * only read has none.
 */
type Editable<Name extends SyncCollection> =
  LocalName<Name> extends WritableCollection
    ? { editable: readonly (keyof DocOf<Name> & string)[] }
    : { editable?: undefined };

export type EngineCollectionParts<Name extends SyncCollection> = Editable<Name> & {
  /** How a conflict resolves; without one the server's state stands (serverWins). */
  conflict?: (context: ConflictContext) => RxConflictHandler<DocOf<Name>>;
  requests?: RequestHandlers;
  streams?: StreamQueries;
};

export type EngineCollection<Name extends SyncCollection = SyncCollection> = {
  /** The sync name, which is also the module's file name. */
  name: Name;
  /** The device's name of the collection. */
  collection: LocalName<Name>;
  conflict?: (context: ConflictContext) => RxConflictHandler<DocOf<Name>>;
  /** Declared by a writable collection only (an empty list: none of its fields is an edit). */
  editable?: readonly string[];
  requests: RequestHandlers;
  streams: StreamQueries;
};

/** Declares what the engine does for a collection (the default export of its module). */
export function engineCollection<const Name extends SyncCollection>(
  name: Name,
  parts: EngineCollectionParts<Name>,
): EngineCollection<Name> {
  return {
    name,
    collection: localCollectionOf(name),
    conflict: parts.conflict,
    editable: parts.editable,
    requests: parts.requests ?? {},
    streams: parts.streams ?? {},
  };
}

/** A conflict handler that compares documents by their fields, never RxDB's metadata. */
export function conflictHandler<T>(resolve: RxConflictHandler<T>['resolve']): RxConflictHandler<T> {
  return { isEqual: (a, b) => docEqual(a, b), resolve };
}
