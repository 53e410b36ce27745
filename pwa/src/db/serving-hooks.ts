// Live view of the servings on this device for one slot: what the counter shows as served
// (its own scans and those pulled from other counters, duplicates flagged by the server), in the
// order they were scanned (the engine's slotServings stream).
import type { MealType, Serving } from '@hostel/shared-schema';
import { useWatch } from './hooks';

export function useSlotServings(
  date: string,
  slot: MealType | undefined,
): { servings: Serving[]; loading: boolean } {
  const { value, loading } = useWatch('slotServings', { date, slot }, []);
  return { servings: value, loading };
}
