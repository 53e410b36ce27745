// The PWA's offline-first data layer — the only code that imports rxdb. Screens use this API:
//
// Start and session (the app shell / auth flow):
//   startDataLayer(options?)              open the local DB once (in a storage worker: the
//                                          memory-mapped storage, one for every tab; an older
//                                          profile on Dexie moves to it first; storage-start.ts
//                                          decides, see docs/sync.md) and start live replication
//                                          of the public
//                                          collections (meals, upcoming meals, reviews, menu,
//                                          hostel settings)
//   setDataUser({email, name, photo})      after every sign-in: starts the user's likes,
//                                          requests, skips and dietary profile, resyncs, asks
//                                          navigator.storage.persist()
//   setDataUser(null)                      on logout or when the server refuses the session
//                                          (call it before /remove-jwt: it pushes waiting writes
//                                          first, then removes the user's data). Do NOT call it
//                                          when the session check (/auth/session) merely failed
//                                          to reach the server: the layer
//                                          remembers its user across reloads (offline start).
//                                          If the server is unreachable and writes are waiting,
//                                          the removal waits until they are pushed (or the
//                                          server answers 401).
//
// Live queries (React hooks watching the engine's streams, engine/streams.ts; every result has
// `loading`):
//   useMealsQuery({search, category, sort, limit}) → {meals, count, total}  same filter/order as
//                                          GET /all-meals (price, then _id; literal search); the
//                                          engine answers the first `limit` meals only
//   useMeal(id) → {meal}                  useUpcomingMeals() → {upcomingMeals}
//   useMealsByIds(ids) → {value: Map<id, Meal>}   only these meals (a screen showing a few)
//   useHomeMealsOf(hide) → {home: {tabs, newest, total}}   the home page's tabs and marquee
//   useMealChoices() → {meals}   every meal, price order, only what a choice shows (menu planner)
//   useMealReviews(mealId) → {reviews}     newest first
//   useMyReviews() → {reviews: (Review & {meal})[]}
//   useLikeState('meal' | 'upcoming', id) → {liked, waiting}
//   useMyRequestedMeals() → {requestedMeals}
//   useIsWaiting('likes' | 'reviews', id) → boolean   the per-document "waiting" flag
//   mealImageUrls$()                      the meal and upcoming meal images on the device (prefetch)
//   useSyncStatus() → {online, pending, pendingKeys, firstSyncedAt, lastError, rejections,
//                      replaced, signedIn, acknowledgeRejection(id?), dismissReplaced(key?), resync()}
//
// Offline-first writes, each one request to the engine (engine/api.ts): they resolve once
// written locally and throw WriteRefused with the spec's message when signed out or invalid.
// Counters (likes, numReviews) change when the server has applied the write:
//   setMealLike(mealId, liked)   likeUpcoming(upcomingId)   addReview({mealId, rating, review})
//   editReview(id, {rating, review}) → false when nothing changed ('No Change')
//   deleteReview(id)
//
// Menu and skips:
//   useHostelSettings() → {settings}        time zone, serving times, cut-offs, rebates
//   useMenuRange(from, to) → {slots: Map<`${date}:${slot}`, slot & {meals}>, pulled: {menu, meals}}
//                                pulled: whether this session's first pull of each is in the answer
//   useMySkips() → {skips}   useSkipState(date, slot) → {skipped, waiting, signedIn, loading}
//   useLiveChanges(collections, onChange)   the live channel's notices (the Kitchen page)
//   useChatNotices(onNotice)   the chat's unread counts may have changed (chat-notices.ts)
//   setSkip(date, slot, skipped)            offline-first; the server judges the cut-off
//   skipRange(slots, rangeId) → {skipped, alreadySkipped}   "I'm away": many single skips at once
//   undoSkipRange(rangeId, settings, now) → {undone, pastCutoff}   only the skips that range made
//   useSkipRanges() → {ranges}   useSkipOutcomes(written, wanted, seen) → waiting/done/refused
// Dietary profile (details in dietary-profile.ts):
//   useDietaryProfile() → {profile, needs, saved, waiting, signedIn, loading}
//   saveDietaryProfile({diet, halalOnly, avoid, hideUnsuitable}) → false when nothing changed
//   profileFilters(profile) → the All Meals filters useMealsQuery takes (diet, halal, without)
//   Warnings: dietaryWarnings(meal, needs) from @hostel/shared-schema.
// Any request or stream of the engine, typed by its entry in engine/api.ts (each collection's
// are declared in its module, collections/<sync-name>.ts), with no function of its own here:
//   send(name, args) → the request's answer      e.g. send('recordServing', {counterId, …})
//   useWatch(name, args, initial) → {value, loading}   e.g. useWatch('slotServings', {date, slot}, [])
// A refused write ends in the server's state and its reason appears in useSyncStatus().rejections;
// an edit replaced by a later one from elsewhere appears in useSyncStatus().replaced.
import type {
  DietaryProfileFields,
  HostelSettings,
  LikeTarget,
  MealType,
  RangeSlot,
  Review,
} from '@hostel/shared-schema';
import type { DataUser } from './data-layer';
import { send } from './engine/send';
import { newReviewId } from './review-id';

export { startDataLayer, startEngine } from './current-layer';
export { send };
export type {
  RequestAnswer,
  RequestArgs,
  RequestName,
  StreamArgs,
  StreamName,
  StreamValue,
} from './engine/api';
export { awaitEngineChoice } from './engine/choice';
export { firstScreenRenderedAt } from './first-screen';
// Types only: the data layer itself (RxDB, Dexie, socket.io) is a chunk of its own, loaded by
// startDataLayer after the first paint.
export type { DataLayer, DataUser } from './data-layer';
export type { DataLayerOptions } from './options';
export { useIsWaiting, useSyncStatus } from './sync-status-hooks';
export {
  useHomeMealsOf,
  useMealChoices,
  useLikeState,
  useMeal,
  useMealReviews,
  useMealsByIds,
  useMealsQuery,
  useMyRequestedMeals,
  useMyReviews,
  useUpcomingMeals,
  useWatch,
  type MealsQuery,
  type MyReview,
} from './hooks';
export { useChatNotices } from './chat-notices';
export {
  useHostelSettings,
  useLiveChanges,
  useMenuRange,
  useMySkips,
  useSkipState,
  type PlannedSlot,
} from './menu-hooks';
export {
  useSkipOutcomes,
  useSkipRanges,
  type SkipOutcome,
  type SkipRange,
} from './skip-range-hooks';
export type { RangeUndo, RangeWrite } from './skip-range-writes';
export { profileFilters, useDietaryProfile } from './dietary-profile';
export type { SyncStatus, ReplacedEdit } from './sync-status';
export type { MealChoice } from './collections/meals';
export { mealImageUrls$ } from './meal-images';
export { WriteRefused } from './writes';
export {
  HOME_PICTURES,
  mealsForTab,
  mealsOfTab,
  newestFirst,
  type HomeMeals,
  type HomeTab,
} from './engine/home-meals';
export type { LikeTarget };

/** The auth flow calls this after every sign-in and on sign-out (null): see the header. */
export async function setDataUser(user: DataUser | null): Promise<void> {
  await send('setUser', { user });
  // Asked here, in the page: an engine in a worker cannot ask (persist() is the page's).
  if (user) {
    void import('./storage')
      .then(({ requestPersistentStorage }) => requestPersistentStorage())
      .then((persistence) =>
        persistence === 'unknown' ? undefined : send('notePersistence', { persistence }),
      )
      .catch(() => undefined);
  }
}

// Each write is one request to the engine (engine/api.ts).
export const setMealLike = (mealId: string, liked: boolean): Promise<void> =>
  send('setMealLike', { mealId, liked });

export const likeUpcoming = (upcomingId: string): Promise<void> =>
  send('likeUpcoming', { upcomingId });

export const addReview = (input: {
  mealId: string;
  rating: number;
  review: string;
}): Promise<Review> => send('addReview', { ...input, id: newReviewId() });

export const editReview = (
  id: string,
  input: { rating: number; review: string },
): Promise<boolean> => send('editReview', { id, rating: input.rating, review: input.review });

export const deleteReview = (id: string): Promise<void> => send('deleteReview', { id });

export const setSkip = (date: string, slot: MealType, skipped: boolean): Promise<void> =>
  send('setSkip', { date, slot, skipped });

export const skipRange = (slots: RangeSlot[], rangeId: string) =>
  send('skipRange', { slots, rangeId });

export const undoSkipRange = (
  rangeId: string,
  settings: Pick<HostelSettings, 'timeZone' | 'slots'>,
  now: number,
) => send('undoSkipRange', { rangeId, settings, now });

export const saveDietaryProfile = (fields: DietaryProfileFields): Promise<boolean> =>
  send('saveDietaryProfile', fields);
