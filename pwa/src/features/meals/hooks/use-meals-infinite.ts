// The public meal list of spec §2, read from the local database with the same filter and order
// as GET /all-meals (price, then _id). It still grows 4 meals at a time as the user scrolls
// (the spec's paging), starting again at 4 when the search, category, order or a food filter
// changes. The food-label filters run in the same local query (offline too), joined
// by the resident's needs while "Hide meals I can't eat" is on, so counts and paging stay true.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ALL_MEALS_PAGE_SIZE } from '@hostel/shared-schema';
import { hasNeeds, useDietarySettings } from '../../../components/food-labels';
import { useConnectionStatus } from '../../../components/sync';
import { useMealsQuery } from '../../../db';
import type { LabelFilterValues } from '../components/label-filters';
import { combinedFoodFilters } from './food-filters';

export type MealFilters = {
  search: string;
  category: 'all' | 'breakfast' | 'lunch' | 'dinner';
  sbp: 'l2h' | 'h2l';
} & LabelFilterValues;

export function useMealsInfinite(filters: MealFilters) {
  const { needs, hideUnsuitable } = useDietarySettings();
  const hiding = hideUnsuitable && hasNeeds(needs) ? needs : null;
  const { diet, halal, without } = filters;
  const food = useMemo(
    () => combinedFoodFilters({ diet, halal, without }, hiding),
    [diet, halal, without, hiding],
  );
  const withoutKey = food.without.join(',');

  const [limit, setLimit] = useState(ALL_MEALS_PAGE_SIZE);
  const key = [filters.search, filters.category, filters.sbp, food.diet, food.halal, withoutKey];
  const keyText = key.join('\u0000');
  useEffect(() => setLimit(ALL_MEALS_PAGE_SIZE), [keyText]);

  const { meals, count, total, loading } = useMealsQuery({
    search: filters.search,
    category: filters.category,
    sort: filters.sbp,
    // Absent, not empty, when unset: the query then is exactly the spec's.
    diet: food.diet ?? undefined,
    halal: food.halal || undefined,
    without: food.without.length ? food.without : undefined,
    limit,
  });
  const { firstSyncPending } = useConnectionStatus();
  const waiting = loading || (firstSyncPending && total === 0);
  const hasMore = waiting || meals.length < count;

  const loadMore = useCallback(() => {
    setLimit((current) => (current < count ? current + ALL_MEALS_PAGE_SIZE : current));
  }, [count]);

  return { meals, count, total, loading: waiting, hasMore, loadMore, hiding: hiding !== null };
}
