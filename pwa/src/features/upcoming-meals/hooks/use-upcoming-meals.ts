// Upcoming meals for the modal. Today over REST (/all-upcoming-meals-user); when the sync
// engineer's db/ lands, this reads the RxDB collection instead (the component does not change).
import type { UpcomingMeal } from '@hostel/shared-schema';
import { mealsApi } from '../../../lib/api';
import { useAsync } from '../../../lib/use-async';

export function useUpcomingMeals(enabled: boolean) {
  const { data, loading, error, reload } = useAsync<UpcomingMeal[]>(
    enabled ? () => mealsApi.upcomingForUsers() : null,
    `upcoming:${enabled}`,
  );
  return { meals: data ?? [], loading: enabled && loading, error, reload };
}
