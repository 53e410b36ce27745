// The signed-in user's meal requests for requested-meals: one page (10 rows) in the chosen sort
// (del: delivered first, pen: pending first) and deleting a pending one. Reads over REST through
// lib/api today; when the requested-meals collection is readable from db/, only this hook changes.
import { useCallback } from 'react';
import { TABLE_PAGE_SIZE, type RequestedMealWithMeal } from '@hostel/shared-schema';
import { useAuth } from '../../../app/auth';
import { myRequestedMealsApi, type MyRequestsSort } from '../../../lib/api';
import { useAsync } from '../../../lib/use-async';

export type MyRequestedMeals = {
  rows: RequestedMealWithMeal[] | undefined;
  count: number;
  pageCount: number;
  loading: boolean;
  error: unknown;
  /** True when the server deleted the request. */
  remove: (id: string) => Promise<boolean>;
};

export function useMyRequestedMeals(sort: MyRequestsSort, page: number): MyRequestedMeals {
  const { user } = useAuth();
  const email = user?.email;
  const { data, loading, error, reload } = useAsync(
    email ? () => myRequestedMealsApi.list(email, sort, page) : null,
    `${email}|${sort}|${page}`,
  );
  const remove = useCallback(
    async (id: string) => {
      const answer = await myRequestedMealsApi.remove(id);
      reload();
      return (answer?.deletedCount ?? 0) > 0;
    },
    [reload],
  );
  const count = data?.count ?? 0;
  return {
    rows: data?.requestedMeals,
    count,
    pageCount: Math.ceil(count / TABLE_PAGE_SIZE),
    loading,
    error,
    remove,
  };
}
