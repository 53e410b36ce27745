// The pieces the collections' streams are made of (db/collections/*.ts): RxDB documents as plain
// data (documents never leave the engine), a query of the signed-in user's own data, one of the
// user's documents with its "waiting" flag, and a query's answers with whether they include this
// session's first pull of their collection.
import {
  combineLatest,
  defer,
  distinctUntilChanged,
  EMPTY,
  from,
  map,
  merge,
  of,
  switchMap,
  type Observable,
} from 'rxjs';
import type { CollectionName } from '../collections';
import type { DataLayer, DataUser } from '../data-layer';
import type { WritableCollection } from '../pending';
import { pendingKey } from '../sync-status';
import type { FirstPulled, WaitingState } from './api';

type Doc = { toJSON: () => unknown };
export const plain = <T>(docs: Doc[]): T[] => docs.map((doc) => doc.toJSON() as T);
export const one = <T>(doc: Doc | null): T | null => (doc ? (doc.toJSON() as T) : null);

/** Whether this document of the user's still waits for the server (the sync status tells). */
export const waitingOf = (layer: DataLayer, collection: WritableCollection, id: string) =>
  layer.status.status$.pipe(
    map(({ pendingKeys }) => pendingKeys.has(pendingKey(collection, id))),
    distinctUntilChanged(),
  );

/**
 * A query's answers, each saying whether it includes this session's first pull of `name`. The
 * answer that first says so is read once that pull is written, so a screen never takes "pulled"
 * with an answer from before it: as two streams, "pulled" could reach the page first and the
 * screen would say "Not planned yet" for a moment, then push it down with the arriving meals.
 */
export function withFirstPull<Found, T>(
  layer: DataLayer,
  name: CollectionName,
  query: { $: Observable<Found>; exec: () => Promise<Found> },
  toPlain: (found: Found) => T,
): Observable<FirstPulled<T>> {
  return defer(() => {
    let pulled = layer.hasFirstPull(name);
    const afterFirstPull = pulled
      ? EMPTY
      : from(layer.firstPull(name)).pipe(
          switchMap(() => query.exec()),
          map((found) => {
            pulled = true;
            return found;
          }),
        );
    return merge(query.$, afterFirstPull).pipe(map((found) => ({ docs: toPlain(found), pulled })));
  });
}

/** A query of the signed-in user's own data, made again for each user; `none` while nobody is. */
export const forUser = <T>(layer: DataLayer, mine: (user: DataUser) => Observable<T>, none: T) =>
  layer.user$.pipe(switchMap((user) => (user ? mine(user) : of(none))));

/** One document of the user's (its id made from the user) with its waiting flag. */
export function ownDocument<T>(
  layer: DataLayer,
  collection: WritableCollection,
  idOf: (email: string) => string,
  read: (id: string) => Observable<T>,
  none: T,
): Observable<WaitingState<T>> {
  return forUser<WaitingState<T>>(
    layer,
    (user) => {
      const id = idOf(user.email);
      return combineLatest([read(id), waitingOf(layer, collection, id)]).pipe(
        map(([fields, waiting]) => ({ ...fields, waiting, signedIn: true })),
      );
    },
    { ...none, waiting: false, signedIn: false },
  );
}
