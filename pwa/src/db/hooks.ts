// React hooks over the local database: live queries that re-render when its data changes
// (local writes at once, server changes as they are pulled), each a watch of one of the engine's
// streams (engine/streams.ts): plain data, never an RxDB object. Components use these, never rxdb.
import { startTransition, useEffect, useMemo, useState } from 'react';
import type { Observable } from 'rxjs';
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
import type { StreamArgs, StreamName, StreamValue } from './engine/api';
import { openStream } from './engine/streams';
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

/**
 * Watches one of the engine's streams (engine/api.ts): its answers as they come, subscribed again
 * when its arguments change (compared by value) and, like every live query, when the user or the
 * data epoch changes.
 */
export function useWatch<N extends StreamName>(
  name: N,
  args: StreamArgs<N>,
  initial: StreamValue<N>,
): { value: StreamValue<N>; loading: boolean } {
  const key = JSON.stringify(args);
  return useLive(
    (layer) => openStream(layer, name, JSON.parse(key) as StreamArgs<N>),
    [name, key],
    initial,
  );
}

/** The meals with these ids on the device, by id (live). */
export function useMealsByIds(mealIds: readonly string[]): {
  value: Map<string, Meal>;
  loading: boolean;
} {
  const found = useWatch('mealsByIds', { ids: [...mealIds] }, []);
  return useMemo(
    () => ({ value: new Map(found.value.map((meal) => [meal._id, meal])), loading: found.loading }),
    [found],
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
  const answer = useWatch(
    'meals',
    {
      search,
      category,
      sort,
      diet,
      halal,
      without: withoutKey ? (withoutKey.split(',') as Allergen[]) : undefined,
    },
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
  const { value, loading } = useWatch('meal', { id: id ?? '' }, null);
  return { meal: value, loading };
}

/** Every upcoming meal, newest first (like GET /all-upcoming-meals-user). */
export function useUpcomingMeals(): Live<{ upcomingMeals: UpcomingMeal[] }> {
  const { value, loading } = useWatch('upcomingMeals', {}, []);
  return { upcomingMeals: value, loading };
}

/** A meal's reviews, newest first (like GET /meal-wise-reviews). */
export function useMealReviews(mealId: string | undefined): Live<{ reviews: Review[] }> {
  const { value, loading } = useWatch('mealReviews', { mealId: mealId ?? '' }, []);
  return { reviews: value, loading };
}

export type MyReview = Review & { meal: Meal | null };

/** The signed-in user's reviews, newest first, each with its meal (my-reviews page). */
export function useMyReviews(): Live<{ reviews: MyReview[] }> {
  const layer = useDataLayer();
  const email = layer?.user?.email ?? '';
  const mine = useWatch('reviewsBy', { email }, []);
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
  const { value, loading } = useWatch('liked', { id: docId }, false);
  const waiting = useIsWaiting('likes', docId || undefined);
  return { liked: value, waiting, loading: email ? loading : false };
}

/** The signed-in user's meal requests (pending first is the page's business), newest first. */
export function useMyRequestedMeals(): Live<{ requestedMeals: RequestedMeal[] }> {
  const { value, loading } = useWatch('requestedMeals', {}, []);
  return { requestedMeals: value, loading };
}
