// One meal by id, live from the local database. `notFound` only once the data is in sync, so a
// fresh device does not call a meal unknown before its first pull.
import { useConnectionStatus } from '../../../components/sync';
import { useMeal as useLocalMeal } from '../../../db';

export function useMeal(id: string) {
  const { meal, loading } = useLocalMeal(id);
  const { firstSyncPending } = useConnectionStatus();
  const settling = loading || (firstSyncPending && !meal);
  return { meal: meal ?? undefined, loading: settling, notFound: !settling && !meal };
}
