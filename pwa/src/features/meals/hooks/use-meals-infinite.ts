// The public meal list of spec §2: 4 meals per request, the next offset is the previous plus 4,
// restarting when the search, category or price order changes. Today over REST (/all-meals);
// with db/ it becomes a live RxDB query with the same order (price, then _id).
import { useCallback, useEffect, useRef, useState } from 'react';
import { ALL_MEALS_PAGE_SIZE, type Meal } from '@hostel/shared-schema';
import { mealsApi, type AllMealsParams } from '../../../lib/api';

export type MealFilters = Pick<AllMealsParams, 'search' | 'category' | 'sbp'>;

type ListState = { meals: Meal[]; count: number; total: number; done: boolean; error?: unknown };
const EMPTY: ListState = { meals: [], count: 0, total: 0, done: false };

export function useMealsInfinite(filters: MealFilters) {
  const [state, setState] = useState<ListState>(EMPTY);
  const [loading, setLoading] = useState(true);
  const inFlight = useRef<AbortController | null>(null);
  const key = `${filters.search}\u0000${filters.category}\u0000${filters.sbp}`;
  const keyRef = useRef(key);

  const fetchPage = useCallback(
    async (offset: number, reset: boolean) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const requestKey = keyRef.current;
      setLoading(true);
      try {
        const answer = await mealsApi.list(
          { ...filters, page: offset, limit: ALL_MEALS_PAGE_SIZE },
          controller.signal,
        );
        if (requestKey !== keyRef.current) return;
        setState((current) => {
          const meals = reset ? answer.meals : [...current.meals, ...answer.meals];
          return {
            meals,
            count: answer.count,
            total: answer.total,
            done: answer.meals.length < ALL_MEALS_PAGE_SIZE || meals.length >= answer.count,
          };
        });
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
        setState((current) => ({ ...current, error, done: true }));
      } finally {
        if (inFlight.current === controller) {
          inFlight.current = null;
          setLoading(false);
        }
      }
    },
    // The filters are captured through `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );

  useEffect(() => {
    keyRef.current = key;
    setState(EMPTY);
    void fetchPage(0, true);
    return () => inFlight.current?.abort();
  }, [key, fetchPage]);

  const loadMore = useCallback(() => {
    if (inFlight.current || state.done) return;
    void fetchPage(state.meals.length, false);
  }, [fetchPage, state.done, state.meals.length]);

  return { ...state, loading, loadMore, hasMore: !state.done };
}
