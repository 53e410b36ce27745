// The engine's live answers (api.ts' EngineStreams): one named stream per query a screen makes,
// each an observable of plain data (RxDB documents never leave the engine). The hooks subscribe
// to them by name and arguments (watch.ts); a new query is a line in api.ts and one here.
import { filter, from, map, merge, of, type Observable } from 'rxjs';
import {
  HOSTEL_SETTINGS_ID,
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
import type { DataLayer } from '../data-layer';
import { mealImageUrlsOf } from './image-urls';
import type { StreamArgs, StreamName, StreamValue } from './api';

type Doc = { toJSON: () => unknown };
const plain = <T>(docs: Doc[]): T[] => docs.map((doc) => doc.toJSON() as T);
const one = <T>(doc: Doc | null): T | null => (doc ? (doc.toJSON() as T) : null);

const byScan = (a: Serving, b: Serving) =>
  a.scannedAt - b.scannedAt || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

type Streams = {
  [N in StreamName]: (layer: DataLayer, args: StreamArgs<N>) => Observable<StreamValue<N>>;
};

const STREAMS: Streams = {
  meals: (layer, input) => layer.mealIndex.query$(input),
  meal: (layer, { id }) => layer.db.meals.findOne(id).$.pipe(map(one<Meal>)),
  mealsByIds: (layer, { ids }) =>
    layer.db.meals
      .findByIds(ids)
      .$.pipe(map((found) => [...found.values()].map((doc) => doc.toJSON() as Meal))),
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
    layer.db.reviews
      .find({ selector: { mealId }, sort: [{ postTime: 'desc' }, { _id: 'desc' }] })
      .$.pipe(map(plain<Review>)),
  reviewsBy: (layer, { email }) =>
    layer.db.reviews
      .find({ selector: { email }, sort: [{ postTime: 'desc' }, { _id: 'desc' }] })
      .$.pipe(map(plain<Review>)),
  liked: (layer, { id }) => layer.db.likes.findOne(id).$.pipe(map((doc) => Boolean(doc?.liked))),
  requestedMeals: (layer) =>
    layer.db.requestedMeals
      .find({ sort: [{ requestTime: 'desc' }, { _id: 'desc' }] })
      .$.pipe(map(plain<RequestedMeal>)),
  hostelSettings: (layer) =>
    layer.db.hostelSettings.findOne(HOSTEL_SETTINGS_ID).$.pipe(map(one<HostelSettings>)),
  firstPulled: (layer, { name }) => from(layer.firstPull(name)).pipe(map(() => true)),
  menuRange: (layer, { from: first, to: last }) =>
    layer.db.menu
      .find({ selector: { date: { $gte: first, $lte: last } } })
      .$.pipe(map(plain<MenuSlot>)),
  skipsBy: (layer, { email }) =>
    layer.db.skips
      .find({ selector: { email }, sort: [{ date: 'desc' }, { _id: 'asc' }] })
      .$.pipe(map(plain<Skip>)),
  skipped: (layer, { ids }) =>
    layer.db.skips
      .findByIds(ids)
      .$.pipe(
        map((found) => [...found].map(([id, doc]) => [id, doc.skipped] as [string, boolean])),
      ),
  dietaryProfile: (layer, { id }) =>
    layer.db.dietaryProfiles.findOne(id).$.pipe(map(one<DietaryProfile>)),
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

/**
 * A stream's answers. A collection closed under it (another tab's sign-out removed it, until
 * this tab creates it again) fails at once: the hook then waits for the next data epoch.
 */
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
