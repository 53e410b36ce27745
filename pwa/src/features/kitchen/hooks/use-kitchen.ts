// The kitchen's server reads: the counts for today and the next 7 days, and the last
// 30 days for the chart once today's date is known. Online only: the counts join every
// resident's package and skips, which no device holds.
import { addDaysToDate, type MealType } from '@hostel/shared-schema';
import { menuApi } from '../../../lib/api';
import { useServerQuery } from '../../../lib/server-query';

export function useKitchenWeek() {
  return useServerQuery(['kitchen', 'week'], () => menuApi.kitchenWeek());
}

/** `today` is the hostel's date from the week's answer; undefined waits for it. */
export function useKitchenHistory(today: string | undefined) {
  return useServerQuery(
    ['kitchen', 'history', today ?? ''],
    () => menuApi.kitchen(addDaysToDate(today ?? '', -30), 30),
    { enabled: today !== undefined },
  );
}

/** The residents expected at one slot, by name: loaded only when asked for (`enabled`). */
export function useKitchenPeople(date: string, slot: MealType, enabled: boolean) {
  return useServerQuery(
    ['kitchen', 'people', date, slot],
    () => menuApi.kitchenPeople(date, slot),
    { enabled, keepPrevious: false },
  );
}

/** Tomorrow's "Cook for N": plates per slot from the recent no-show rates (online only). */
export function useKitchenForecast() {
  return useServerQuery(['kitchen', 'forecast'], () => menuApi.kitchenForecast());
}
