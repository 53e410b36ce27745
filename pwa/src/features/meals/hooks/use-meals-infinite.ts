// The public meal list of spec §2, read from the local database with the same filter and order
// as GET /all-meals (price, then _id). It still grows 4 meals at a time as the user scrolls
// (the spec's paging), starting again at 4 when the search, category or order changes.
import { useCallback, useEffect, useState } from 'react';
import { ALL_MEALS_PAGE_SIZE } from '@hostel/shared-schema';
import { useConnectionStatus } from '../../../components/sync';
import type { LabelFilterValues } from '../components/label-filters';
import { useMealsQuery } from '../../../db';

export type MealFilters = {
  search: string;
  category: 'all' | 'breakfast' | 'lunch' | 'dinner';
  sbp: 'l2h' | 'h2l';
} & LabelFilterValues;

export function useMealsInfinite(filters: MealFilters) {
  const [limit, setLimit] = useState(ALL_MEALS_PAGE_SIZE);
  const key = `${filters.search}\u0000${filters.category}\u0000${filters.sbp}`;
  useEffect(() => setLimit(ALL_MEALS_PAGE_SIZE), [key]);

  const { meals, count, total, loading } = useMealsQuery({
    search: filters.search,
    category: filters.category,
    sort: filters.sbp,
    limit,
  });
  const { firstSyncPending } = useConnectionStatus();
  const waiting = loading || (firstSyncPending && total === 0);
  const hasMore = waiting || meals.length < count;

  const loadMore = useCallback(() => {
    setLimit((current) => (current < count ? current + ALL_MEALS_PAGE_SIZE : current));
  }, [count]);

  return { meals, count, total, loading: waiting, hasMore, loadMore };
}
