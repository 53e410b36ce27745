// The signed-in user's meal requests for requested-meals, from the offline-first data layer
// (db/): a live query of the requests joined with the live meals (likes, reviews), sorted
// del/pen and paged by 10 here. Deleting needs the server (DELETE /delete-requested-meal); the
// row is hidden at once and the live query drops it when the change arrives.
import { useCallback, useMemo, useState } from 'react';
import { TABLE_PAGE_SIZE, type Meal, type RequestedMeal } from '@hostel/shared-schema';
import { useMealsByIds, useMyRequestedMeals as useLiveMyRequestedMeals } from '../../../db';
import { myRequestedMealsApi, type MyRequestsSort } from '../../../lib/api';
import { sortRequests } from '../requested-meals-order';

export type MyRequestRow = RequestedMeal & { meal: Meal | null };

export type MyRequestedMeals = {
  rows: MyRequestRow[] | undefined;
  count: number;
  loading: boolean;
  /** True when the server deleted the request. */
  remove: (id: string) => Promise<boolean>;
};

export function useMyRequestedMeals(sort: MyRequestsSort, page: number): MyRequestedMeals {
  const { requestedMeals, loading } = useLiveMyRequestedMeals();
  // Only the requested meals, not every meal: the engine answers what this page shows.
  const mealIds = useMemo(
    () => [...new Set(requestedMeals.map((request) => request.mealId))].sort(),
    [requestedMeals],
  );
  const { value: byId } = useMealsByIds(mealIds);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());

  const all = useMemo(() => {
    const live = requestedMeals.filter((request) => !removed.has(request._id));
    return sortRequests(live, sort).map((request) => ({
      ...request,
      meal: byId.get(request.mealId) ?? null,
    }));
  }, [requestedMeals, byId, removed, sort]);

  const remove = useCallback(async (id: string) => {
    const answer = await myRequestedMealsApi.remove(id);
    const deleted = (answer?.deletedCount ?? 0) > 0;
    if (deleted) setRemoved((current) => new Set(current).add(id));
    return deleted;
  }, []);

  return {
    rows:
      loading && requestedMeals.length === 0
        ? undefined
        : all.slice(page * TABLE_PAGE_SIZE, (page + 1) * TABLE_PAGE_SIZE),
    count: all.length,
    loading,
    remove,
  };
}
