// Live view of the servings on this device for one slot: what the counter shows as served
// (its own scans and those pulled from other counters, duplicates flagged by the server), in the
// order they were scanned.
import { map, of } from 'rxjs';
import type { MealType, Serving } from '@hostel/shared-schema';
import { plain, useLive } from './hooks';

const byScan = (a: Serving, b: Serving) =>
  a.scannedAt - b.scannedAt || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

export function useSlotServings(
  date: string,
  slot: MealType | undefined,
): { servings: Serving[]; loading: boolean } {
  const { value, loading } = useLive(
    (layer) =>
      slot && layer.keeps('servings')
        ? layer.db.servings
            .find({ selector: { date, slot } })
            .$.pipe(map((docs) => plain<Serving>(docs).sort(byScan)))
        : of([] as Serving[]),
    [date, slot],
    [] as Serving[],
  );
  return { servings: value, loading };
}
