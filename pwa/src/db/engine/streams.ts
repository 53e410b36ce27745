// The engine's live answers (api.ts' EngineStreams): one named stream per query a screen makes,
// each an observable of plain data (RxDB documents never leave the engine). The hooks subscribe
// to them by name and arguments (watch.ts); a new query is a line in api.ts and one here.
import {
  catchError,
  combineLatest,
  defer,
  distinctUntilChanged,
  EMPTY,
  filter,
  from,
  map,
  merge,
  of,
  switchMap,
  type Observable,
} from 'rxjs';
import {
  dietaryProfileId,
  HOSTEL_SETTINGS_ID,
  likeId,
  skipId,
  type DietaryProfile,
  type HostelSettings,
  type Meal,
  type MenuSlot,
  type RequestedMeal,
  type Review,
  type Serving,
  type Skip,
  type UpcomingMeal,
} from '@hostel/shared-schema';
import { collectionOfSync } from '../collections';
import type { DataLayer, DataUser } from '../data-layer';
import type { WritableCollection } from '../pending';
import { pendingKey, type SyncStatus } from '../sync-status';
import { homeMealsOf } from './home-meals';
import { mealImageUrlsOf } from './image-urls';
import type { FirstPulled, StreamArgs, StreamName, StreamValue, Watched } from './api';

type Doc = { toJSON: () => unknown };
const plain = <T>(docs: Doc[]): T[] => docs.map((doc) => doc.toJSON() as T);
const one = <T>(doc: Doc | null): T | null => (doc ? (doc.toJSON() as T) : null);

const byScan = (a: Serving, b: Serving) =>
  a.scannedAt - b.scannedAt || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

const newestFirst: [{ postTime: 'desc' }, { _id: 'desc' }] = [
  { postTime: 'desc' },
  { _id: 'desc' },
];

/** Whether this document of the user's still waits for the server (the sync status tells). */
const waitingOf = (layer: DataLayer, collection: WritableCollection, id: string) =>
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
function withFirstPull<Found, T>(
  layer: DataLayer,
  name: 'menu' | 'meals',
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
const forUser = <T>(layer: DataLayer, mine: (user: DataUser) => Observable<T>, none: T) =>
  layer.user$.pipe(switchMap((user) => (user ? mine(user) : of(none))));

/** One document of the user's (its id made from the user) with its waiting flag. */
function ownDocument<T>(
  layer: DataLayer,
  collection: WritableCollection,
  idOf: (email: string) => string,
  read: (id: string) => Observable<T>,
  none: T,
): Observable<T & { waiting: boolean; signedIn: boolean }> {
  return forUser<T & { waiting: boolean; signedIn: boolean }>(
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

type Streams = {
  [N in StreamName]: (layer: DataLayer, args: StreamArgs<N>) => Observable<StreamValue<N>>;
};

const STREAMS: Streams = {
  syncStatus: (layer) => layer.status.status$,
  user: (layer) => layer.user$,
  meals: (layer, input) => layer.mealIndex.query$(input),
  homeMeals: (layer, { hide }) =>
    layer.mealIndex
      .query$({})
      .pipe(map((answer) => (answer ? homeMealsOf(answer.meals, hide) : null))),
  mealChoices: (layer) =>
    layer.mealIndex.query$({ sort: 'l2h' }).pipe(
      map((answer) =>
        (answer?.meals ?? []).map(({ _id, mealTitle, mealType, mealImage }) => ({
          _id,
          mealTitle,
          mealType,
          mealImage,
        })),
      ),
    ),
  meal: (layer, { id }) => layer.db.meals.findOne(id).$.pipe(map(one<Meal>)),
  firstPulled: (layer, { collection }) => {
    const name = collectionOfSync(collection);
    if (layer.hasFirstPull(name)) return of(true);
    return merge(of(false), from(layer.firstPull(name)).pipe(map(() => true)));
  },
  mealsByIds: (layer, { ids }) =>
    withFirstPull(layer, 'meals', layer.db.meals.findByIds(ids), (found) =>
      [...found.values()].map((doc) => doc.toJSON() as Meal),
    ),
  upcomingMeals: (layer) =>
    layer.db.upcomingMeals.find().$.pipe(
      map(plain<UpcomingMeal>),
      map((meals) =>
        meals.sort(
          (a, b) => b.mainMealData.postTime - a.mainMealData.postTime || (a._id < b._id ? 1 : -1),
        ),
      ),
    ),
  mealReviews: (layer, { mealId }) =>
    layer.db.reviews.find({ selector: { mealId }, sort: newestFirst }).$.pipe(map(plain<Review>)),
  myReviews: (layer) =>
    forUser(
      layer,
      ({ email }) =>
        layer.db.reviews
          .find({ selector: { email }, sort: newestFirst })
          .$.pipe(map(plain<Review>)),
      [],
    ),
  likeState: (layer, { target, id }) =>
    id
      ? ownDocument(
          layer,
          'likes',
          (email) => likeId(target, id, email),
          (docId) =>
            layer.db.likes.findOne(docId).$.pipe(map((doc) => ({ liked: Boolean(doc?.liked) }))),
          { liked: false },
        )
      : layer.user$.pipe(
          map((user) => ({ liked: false, waiting: false, signedIn: Boolean(user) })),
        ),
  requestedMeals: (layer) =>
    layer.db.requestedMeals
      .find({ sort: [{ requestTime: 'desc' }, { _id: 'desc' }] })
      .$.pipe(map(plain<RequestedMeal>)),
  hostelSettings: (layer) =>
    layer.db.hostelSettings.findOne(HOSTEL_SETTINGS_ID).$.pipe(map(one<HostelSettings>)),
  menuRange: (layer, { from: first, to: last }) =>
    withFirstPull(
      layer,
      'menu',
      layer.db.menu.find({ selector: { date: { $gte: first, $lte: last } } }),
      plain<MenuSlot>,
    ),
  mySkips: (layer) =>
    forUser(
      layer,
      ({ email }) =>
        layer.db.skips
          .find({ selector: { email }, sort: [{ date: 'desc' }, { _id: 'asc' }] })
          .$.pipe(map(plain<Skip>)),
      [],
    ),
  skipState: (layer, { date, slot }) =>
    ownDocument(
      layer,
      'skips',
      (email) => skipId(date, slot, email),
      (id) => layer.db.skips.findOne(id).$.pipe(map((doc) => ({ skipped: Boolean(doc?.skipped) }))),
      { skipped: false },
    ),
  skipped: (layer, { ids }) =>
    layer.db.skips
      .findByIds(ids)
      .$.pipe(
        map((found) => [...found].map(([id, doc]) => [id, doc.skipped] as [string, boolean])),
      ),
  myDietaryProfile: (layer) =>
    ownDocument(
      layer,
      'dietaryProfiles',
      dietaryProfileId,
      (id) =>
        layer.db.dietaryProfiles
          .findOne(id)
          .$.pipe(map((doc) => ({ profile: one<DietaryProfile>(doc) }))),
      { profile: null },
    ),
  liveChanges: (layer, { collections }) =>
    layer.liveChanges$.pipe(
      filter((changed) => changed === 'all' || changed.some((name) => collections.includes(name))),
      map(() => true as const),
    ),
  chatNotices: (layer) =>
    merge(layer.chatUnread$, layer.liveChanges$.pipe(filter((changed) => changed === 'all'))).pipe(
      map(() => true as const),
    ),
  slotServings: (layer, { date, slot }) =>
    slot && layer.keeps('servings')
      ? layer.db.servings
          .find({ selector: { date, slot } })
          .$.pipe(map((docs) => plain<Serving>(docs).sort(byScan)))
      : of([]),
  mealImageUrls: (layer) => mealImageUrlsOf(layer),
};

/** A stream's answers (its query alone: watchStream is what the page watches). */
export function openStream<N extends StreamName>(
  layer: DataLayer,
  name: N,
  args: StreamArgs<N>,
): Observable<StreamValue<N>> {
  return (STREAMS[name] as (layer: DataLayer, args: StreamArgs<N>) => Observable<StreamValue<N>>)(
    layer,
    args,
  );
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
