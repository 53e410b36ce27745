// React hooks over the local database: live queries that re-render when its data changes
// (local writes at once, server changes as they are pulled), each a watch of one of the engine's
// streams (engine/streams.ts): plain data, never an RxDB object. Components use these, never rxdb.
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import type {
  Allergen,
  DietaryNeeds,
  LikeTarget,
  Meal,
  RequestedMeal,
  Review,
  SyncCollection,
  UpcomingMeal,
} from '@hostel/shared-schema';
import type { MealChoice } from './collections/meals';
import type { StreamArgs, StreamName, StreamValue } from './engine/api';
import type { HomeMeals } from './engine/home-meals';
import { watch } from './engine/watch';
import { firstScreenAnswer } from './first-screen';
import { lastSyncStatus } from './sync-status-hooks';
import type { MealsQueryInput } from './meal-query';

type Live<T> = T & { loading: boolean };

/**
 * Watches one of the engine's streams (engine/api.ts): its answers as they come, watched again
 * when its arguments change (compared by value). The engine makes the query again when the user
 * or the data epoch changes; a failed query ends `loading` and keeps the last answer.
 */
export function useWatch<N extends StreamName>(
  name: N,
  args: StreamArgs<N>,
  initial: StreamValue<N>,
): { value: StreamValue<N>; loading: boolean } {
  const key = JSON.stringify(args);
  type State = { value: StreamValue<N>; loading: boolean };
  // A visitor's first screen carried by the page (first-screen.ts): shown at once, and held until
  // the engine's first pull of its collection is in, so the screen never falls back to a
  // skeleton or an empty list in between; the engine's answers then take over. Only taken before
  // any pull of the session is in, and only for the arguments of the first render.
  const [seed] = useState(() => {
    if (lastSyncStatus().firstSyncedAt !== null) return undefined;
    const carried = firstScreenAnswer(name, JSON.parse(key) as Record<string, unknown>);
    return carried && { ...carried, value: carried.value as StreamValue<N>, key };
  });
  const pulled = useFirstPulled(seed?.collection);
  const [state, setState] = useState<State>(() =>
    seed ? { value: seed.value, loading: false } : { value: initial, loading: true },
  );
  const holding = seed !== undefined && !pulled && key === seed.key;
  const holdingNow = useRef(holding);
  holdingNow.current = holding;
  /** The engine's own last answer, kept while the first screen is held. */
  const answered = useRef<State | null>(null);
  useEffect(() => {
    answered.current = null;
    // Results arrive as the device answers and as pulls land: a transition, so React renders
    // them in slices and a tap is handled in between (a plain update renders in one task).
    const subscription = watch(name, JSON.parse(key) as StreamArgs<N>).subscribe((answer) => {
      answered.current =
        'value' in answer
          ? { value: answer.value, loading: false }
          : answered.current && { ...answered.current, loading: false };
      if (holdingNow.current) return;
      startTransition(() =>
        setState((current) =>
          'value' in answer
            ? { value: answer.value, loading: false }
            : { ...current, loading: false },
        ),
      );
    });
    return () => subscription.unsubscribe();
  }, [name, key]);
  useEffect(() => {
    const latest = answered.current;
    if (!holding && latest) startTransition(() => setState(latest));
  }, [holding]);
  return state;
}

/** Whether the engine's first pull of `collection` is in (true when there is none to wait for). */
function useFirstPulled(collection: SyncCollection | undefined): boolean {
  const [pulled, setPulled] = useState(collection === undefined);
  useEffect(() => {
    if (!collection) return undefined;
    const subscription = watch('firstPulled', { collection }).subscribe((answer) => {
      if ('value' in answer && answer.value) setPulled(true);
    });
    return () => subscription.unsubscribe();
  }, [collection]);
  return pulled;
}

/**
 * The meals with these ids on the device, by id (live), and whether the meals' first pull is in
 * (until it is, a meal not here may still be on its way).
 */
export function useMealsByIds(mealIds: readonly string[]): {
  value: Map<string, Meal>;
  loading: boolean;
  pulled: boolean;
} {
  const found = useWatch('mealsByIds', { ids: [...mealIds] }, NOTHING_PULLED);
  return useMemo(
    () => ({
      value: new Map(found.value.docs.map((meal) => [meal._id, meal])),
      loading: found.loading,
      pulled: found.value.pulled,
    }),
    [found],
  );
}

/** A first-pull stream's answer before it has answered (engine/api.ts, FirstPulled). */
export const NOTHING_PULLED = { docs: [], pulled: false };

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
      // The engine answers the first `limit` only (Infinity is no limit: JSON has no Infinity).
      limit: Number.isFinite(limit) ? limit : undefined,
    },
    null,
  );
  return useMemo(
    () => ({
      meals: answer.value?.meals ?? [],
      count: answer.value?.count ?? 0,
      total: answer.value?.total ?? 0,
      loading: answer.loading || answer.value === null,
    }),
    [answer],
  );
}

/**
 * The home page's meals (engine/home-meals.ts): each tab's newest meals, less the unsuitable
 * ones while `hide` holds the resident's needs, and the marquee's pictures.
 */
export function useHomeMealsOf(hide: DietaryNeeds | null): Live<{ home: HomeMeals | null }> {
  const { value, loading } = useWatch('homeMeals', { hide }, null);
  return { home: value, loading: loading || value === null };
}

/** Every meal as the menu planner lists it: price order, the fields a choice shows. */
export function useMealChoices(): Live<{ meals: MealChoice[] }> {
  const { value, loading } = useWatch('mealChoices', {}, []);
  return { meals: value, loading };
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
  const mine = useWatch('myReviews', {}, []);
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
  const { value, loading } = useWatch(
    'likeState',
    { target, id: id ?? '' },
    { liked: false, waiting: false, signedIn: false },
  );
  return { liked: value.liked, waiting: value.waiting, loading: id ? loading : false };
}

/** The signed-in user's meal requests (pending first is the page's business), newest first. */
export function useMyRequestedMeals(): Live<{ requestedMeals: RequestedMeal[] }> {
  const { value, loading } = useWatch('requestedMeals', {}, []);
  return { requestedMeals: value, loading };
}
