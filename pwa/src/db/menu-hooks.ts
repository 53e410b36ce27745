// Live queries of the menu, the hostel settings and the user's own skips. Screens
// use these (never rxdb); results come from the device, so they work offline.
import { useEffect, useMemo } from 'react';
import { debounceTime } from 'rxjs';
import {
  DEFAULT_HOSTEL_SETTINGS,
  type HostelSettings,
  type MealType,
  type Meal,
  type MenuSlot,
  type Skip,
  type SyncCollection,
} from '@hostel/shared-schema';
import { watch } from './engine/watch';
import { NOTHING_PULLED, useMealsByIds, useWatch } from './hooks';

/** The hostel's settings (the defaults until the first pull has brought them). */
export function useHostelSettings(): { settings: HostelSettings; loading: boolean } {
  const { value, loading } = useWatch('hostelSettings', {}, null);
  return { settings: value ?? DEFAULT_HOSTEL_SETTINGS, loading: loading && !value };
}

export type PlannedSlot = MenuSlot & { meals: Meal[] };

/**
 * The menu from `from` to `to` (dates, inclusive), each slot with its meals, and whether the
 * menu's and the meals' first pulls of this session are in these answers (until they are, a
 * slot or a meal not here may still be on its way).
 */
export function useMenuRange(
  from: string,
  to: string,
): {
  slots: Map<string, PlannedSlot>;
  loading: boolean;
  pulled: { menu: boolean; meals: boolean };
} {
  const found = useWatch('menuRange', { from, to }, NOTHING_PULLED);
  const plans = found.value.docs;
  const mealIds = useMemo(
    () => [...new Set(plans.flatMap((slot) => slot.mealIds))].sort(),
    [plans],
  );
  const meals = useMealsByIds(mealIds);
  return useMemo(
    () => ({
      slots: new Map(
        plans.map((slot) => [
          slot._id,
          {
            ...slot,
            meals: slot.mealIds.flatMap((id) => meals.value.get(id) ?? []),
          },
        ]),
      ),
      loading: found.loading || meals.loading,
      pulled: { menu: found.value.pulled, meals: meals.pulled },
    }),
    [found, plans, meals],
  );
}

/** The signed-in user's skips (undone ones included), newest date first. */
export function useMySkips(): { skips: Skip[]; loading: boolean } {
  const { value, loading } = useWatch('mySkips', {}, []);
  return { skips: value, loading };
}

/** Whether the user skips a slot, and whether that is still waiting for the server. */
export function useSkipState(
  date: string,
  slot: MealType,
): { skipped: boolean; waiting: boolean; signedIn: boolean; loading: boolean } {
  const { value, loading } = useWatch(
    'skipState',
    { date, slot },
    { skipped: false, waiting: false, signedIn: false },
  );
  return { ...value, loading };
}

/** Calls `onChange` (debounced) when the live channel says one of `collections` changed. */
export function useLiveChanges(collections: SyncCollection[], onChange: () => void): void {
  const key = collections.join(',');
  useEffect(() => {
    const watched = key.split(',') as SyncCollection[];
    const subscription = watch('liveChanges', { collections: watched })
      .pipe(debounceTime(50))
      .subscribe((answer) => {
        if ('value' in answer) onChange();
      });
    return () => subscription.unsubscribe();
  }, [key, onChange]);
}
