// Upcoming meals for the modal, live from the local database.
import { useConnectionStatus } from '../../../components/sync';
import { useUpcomingMeals as useLocalUpcoming } from '../../../db';

export function useUpcomingMeals() {
  const { upcomingMeals, loading } = useLocalUpcoming();
  const { firstSyncPending } = useConnectionStatus();
  return {
    meals: upcomingMeals,
    loading: loading || (firstSyncPending && upcomingMeals.length === 0),
  };
}
