// React hooks over the local database: live queries that re-render when RxDB's data changes
// (local writes at once, server changes as they are pulled). Components use these, never rxdb.
import { startTransition, useEffect, useMemo, useState } from 'react';
import type { Observable } from 'rxjs';
import { map } from 'rxjs';
import {
  likeId,
  type Allergen,
  type LikeTarget,
  type Meal,
  type RequestedMeal,
  type Review,
  type UpcomingMeal,
} from '@hostel/shared-schema';
import type { DataLayer } from './data-layer';
import type { MealsQueryInput } from './meal-query';
import type { SyncStatus } from './sync-status';
import { useDataLayer, useIsWaiting, useSyncStatusValue } from './sync-status-hooks';

type Live<T> = T & { loading: boolean };

/** What every live query depends on besides its own deps (one subscription for both). */
const liveScope = ({ signedIn, dataEpoch }: SyncStatus) => ({ signedIn, dataEpoch });

/**
 * Subscribes to an observable built from the layer; rebuilt when the deps change, when the
 * user changes (per-user collections are recreated on sign-out) or the layer opens.
 */
export function useLive<T>(
  build: (layer: DataLayer) => Observable<T>,
  deps: readonly unknown[],
  initial: T,
): { value: T; loading: boolean } {
  const layer = useDataLayer();
  const { signedIn, dataEpoch } = useSyncStatusValue(liveScope);
  const [state, setState] = useState<{ value: T; loading: boolean }>({
    value: initial,
    loading: true,
  });
  useEffect(() => {
    if (!layer) return undefined;
    let live: Observable<T>;
    try {
      live = build(layer);
    } catch {
      // A collection another tab's sign-out removed is closed here until this tab creates it
      // again (data-layer.ts, watchRemoval); that bumps dataEpoch, which runs this again.
      setState((current) => ({ ...current, loading: false }));
      return undefined;
    }
    // Results arrive as the device answers and as pulls land: a transition, so React renders
    // them in slices and a tap is handled in between (a plain update renders in one task).
    const subscription = live.subscribe({
      next: (value) => startTransition(() => setState({ value, loading: false })),
      error: () => startTransition(() => setState((current) => ({ ...current, loading: false }))),
    });
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [layer, signedIn, dataEpoch, ...deps]);
  return state;
}

/** RxDB documents as the plain objects screens read. */
export const plain = <T>(docs: { toJSON: () => unknown }[]) => docs.map((doc) => doc.toJSON() as T);

/** The meals with these ids on the device, by id (live). */
export function useMealsByIds(mealIds: readonly string[]): {
  value: Map<string, Meal>;
  loading: boolean;
} {
  return useLive(
    (current) =>
      current.db.meals
        .findByIds([...mealIds])
        .$.pipe(map((found) => new Map([...found].map(([id, doc]) => [id, doc.toJSON() as Meal])))),
    [mealIds.join(',')],
    new Map<string, Meal>(),
  );
}

export type MealsQuery = MealsQueryInput & {
  /** How many meals to show (the infinite list grows it by 4). */
  limit?: number;
};

/**
 * The public meal list, same filter and order as GET /all-meals (price, then _id), label
 * filters included (`diet`, `halal`, `without`, offline too): `meals` (the first
 * `limit`), `count` (all that match) and `total` (all meals).
 */
export function useMealsQuery({
  search = '',
  category = 'all',
  sort = 'l2h',
  diet,
  halal,
  without,
  limit = Infinity,
}: MealsQuery): Live<{ meals: Meal[]; count: number; total: number }> {
  // A new array each render must not re-run the query: the key is its text.
  const withoutKey = without?.join(',') ?? '';
  const answer = useLive(
    (layer) =>
      layer.mealIndex.query$({
        search,
        category,
        sort,
        diet,
        halal,
        without: withoutKey ? (withoutKey.split(',') as Allergen[]) : undefined,
      }),
    [search, category, sort, diet, halal, withoutKey],
    null,
  );
  return useMemo(() => {
    const matching = answer.value?.meals ?? [];
    return {
      meals: matching.slice(0, limit),
      count: matching.length,
      total: answer.value?.total ?? 0,
      loading: answer.loading || answer.value === null,
    };
  }, [answer, limit]);
}

export function useMeal(id: string | undefined): Live<{ meal: Meal | null }> {
  const { value, loading } = useLive(
    (layer) =>
      layer.db.meals.findOne(id ?? '').$.pipe(map((doc) => (doc ? (doc.toJSON() as Meal) : null))),
    [id],
    null as Meal | null,
  );
  return { meal: value, loading };
}

/** Every upcoming meal, newest first (like GET /all-upcoming-meals-user). */
export function useUpcomingMeals(): Live<{ upcomingMeals: UpcomingMeal[] }> {
  const { value, loading } = useLive(
    (layer) =>
      layer.db.upcomingMeals.find().$.pipe(
        map(plain<UpcomingMeal>),
        map((meals) =>
          meals.sort(
            (a, b) => b.mainMealData.postTime - a.mainMealData.postTime || (a._id < b._id ? 1 : -1),
          ),
        ),
      ),
    [],
    [] as UpcomingMeal[],
  );
  return { upcomingMeals: value, loading };
}

/** A meal's reviews, newest first (like GET /meal-wise-reviews). */
export function useMealReviews(mealId: string | undefined): Live<{ reviews: Review[] }> {
  const { value, loading } = useLive(
    (layer) =>
      layer.db.reviews
        .find({ selector: { mealId: mealId ?? '' }, sort: [{ postTime: 'desc' }, { _id: 'desc' }] })
        .$.pipe(map(plain<Review>)),
    [mealId],
    [] as Review[],
  );
  return { reviews: value, loading };
}

export type MyReview = Review & { meal: Meal | null };

/** The signed-in user's reviews, newest first, each with its meal (my-reviews page). */
export function useMyReviews(): Live<{ reviews: MyReview[] }> {
  const layer = useDataLayer();
  const email = layer?.user?.email ?? '';
  const mine = useLive(
    (current) =>
      current.db.reviews
        .find({ selector: { email }, sort: [{ postTime: 'desc' }, { _id: 'desc' }] })
        .$.pipe(map(plain<Review>)),
    [email],
    [] as Review[],
  );
  const mealIds = useMemo(
    () => [...new Set(mine.value.map((review) => review.mealId))],
    [mine.value],
  );
  const meals = useMealsByIds(mealIds);
  return useMemo(
    () => ({
      reviews: mine.value.map((review) => ({
        ...review,
        meal: meals.value.get(review.mealId) ?? null,
      })),
      loading: mine.loading || meals.loading,
    }),
    [mine, meals],
  );
}

/** The signed-in user's like of a meal or upcoming meal, and whether it is still waiting. */
export function useLikeState(
  target: LikeTarget,
  id: string | undefined,
): Live<{ liked: boolean; waiting: boolean }> {
  const layer = useDataLayer();
  const email = layer?.user?.email;
  const docId = email && id ? likeId(target, id, email) : '';
  const { value, loading } = useLive(
    (current) => current.db.likes.findOne(docId).$.pipe(map((doc) => Boolean(doc?.liked))),
    [docId],
    false,
  );
  const waiting = useIsWaiting('likes', docId || undefined);
  return { liked: value, waiting, loading: email ? loading : false };
}

/** The signed-in user's meal requests (pending first is the page's business), newest first. */
export function useMyRequestedMeals(): Live<{ requestedMeals: RequestedMeal[] }> {
  const { value, loading } = useLive(
    (layer) =>
      layer.db.requestedMeals
        .find({ sort: [{ requestTime: 'desc' }, { _id: 'desc' }] })
        .$.pipe(map(plain<RequestedMeal>)),
    [],
    [] as RequestedMeal[],
  );
  return { requestedMeals: value, loading };
}
