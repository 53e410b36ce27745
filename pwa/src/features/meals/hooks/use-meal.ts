// One meal by id. Today over REST (/meal/{id}); with db/ it becomes a live RxDB document.
import type { Meal } from '@hostel/shared-schema';
import { mealsApi } from '../../../lib/api';
import { useAsync } from '../../../lib/use-async';

export function useMeal(id: string) {
  const { data, loading, error, reload } = useAsync<Meal>(() => mealsApi.one(id), `meal:${id}`);
  return { meal: data, loading, error, reload };
}
