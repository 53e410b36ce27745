// The engine's live answers (api.ts' EngineStreams): one named stream per query a screen makes,
// each an observable of plain data (RxDB documents never leave the engine). The hooks subscribe
// to them by name and arguments (watch.ts). The engine's own streams are here; each collection's
// come from its module (collections/<sync-name>.ts), made of the pieces in stream-queries.ts.
import {
  catchError,
  defer,
  distinctUntilChanged,
  filter,
  from,
  map,
  merge,
  of,
  switchMap,
  type Observable,
} from 'rxjs';
import { collectionOfSync } from '../collections';
import { ENGINE_COLLECTIONS, mergedByName } from '../collections/index';
import type { DataLayer } from '../data-layer';
import type { StreamQueries } from '../engine-collection';
import type { SyncStatus } from '../sync-status';
import type { StreamArgs, StreamName, StreamValue, Watched } from './api';

/** The engine's own streams: the sync state, the user, first pulls and the live channel. */
export const ENGINE_STREAMS = {
  syncStatus: (layer) => layer.status.status$,
  user: (layer) => layer.user$,
  firstPulled: (layer, { collection }) => {
    const name = collectionOfSync(collection);
    if (layer.hasFirstPull(name)) return of(true);
    return merge(of(false), from(layer.firstPull(name)).pipe(map(() => true)));
  },
  liveChanges: (layer, { collections }) =>
    layer.liveChanges$.pipe(
      filter((changed) => changed === 'all' || changed.some((name) => collections.includes(name))),
      map(() => true as const),
    ),
  chatNotices: (layer) =>
    merge(layer.chatUnread$, layer.liveChanges$.pipe(filter((changed) => changed === 'all'))).pipe(
      map(() => true as const),
    ),
} satisfies StreamQueries;

const STREAMS = mergedByName<StreamQueries>(
  'stream',
  ENGINE_STREAMS,
  ENGINE_COLLECTIONS,
  (collection) => collection.streams,
);

/** A stream's answers (its query alone: watchStream is what the page watches). */
export function openStream<N extends StreamName>(
  layer: DataLayer,
  name: N,
  args: StreamArgs<N>,
): Observable<StreamValue<N>> {
  const query = Object.hasOwn(STREAMS, name)
    ? (STREAMS[name] as (layer: DataLayer, args: StreamArgs<N>) => Observable<StreamValue<N>>)
    : undefined;
  if (!query) throw new Error(`Unknown stream: ${name}`);
  return query(layer, args);
}

/** What a live query depends on besides its own arguments. */
const sameScope = (a: SyncStatus, b: SyncStatus) =>
  a.signedIn === b.signedIn && a.dataEpoch === b.dataEpoch;

/**
 * A stream as the page watches it: its query made again when the user signs in or out or the
 * data epoch changes (a collection recreated by a sign-out), each answer as data. A query that
 * fails (a collection closed under it: another tab's sign-out removed it, until this tab creates
 * it again) answers `failed` and waits for the next data epoch.
 */
export function watchStream<N extends StreamName>(
  layer: DataLayer,
  name: N,
  args: StreamArgs<N>,
): Observable<Watched<StreamValue<N>>> {
  if (name === 'syncStatus') {
    return openStream(layer, name, args).pipe(map((value) => ({ value })));
  }
  return layer.status.status$.pipe(
    distinctUntilChanged(sameScope),
    switchMap(() =>
      defer(() => openStream(layer, name, args)).pipe(
        map((value): Watched<StreamValue<N>> => ({ value })),
        catchError((error: unknown) =>
          of({ failed: error instanceof Error ? error.message : String(error) }),
        ),
      ),
    ),
  );
}
