// The kitchen's "Cook for N" for one day (GET /api/kitchen/forecast, tomorrow by default): per
// slot the residents covered, their skips, those expected, and the plates to cook from each
// slot's recent no-show rate (cook-for.ts). The history is read from the cover periods, skips and
// counting servings of the eight weeks before the day: four to forecast, four more to measure
// how far the forecast of each recent day landed. Today is not history yet (its slots may still
// be serving), so the history ends yesterday at the latest.
import {
  addDaysToDate,
  dateAt,
  MEAL_TYPES,
  type KitchenForecast,
  type MealType,
} from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { coversBetween } from '../covers/cover-periods';
import type { Clock } from '../hostel/clock';
import { loadSettings } from '../hostel/settings';
import { FORECAST_WINDOW_DAYS, forecastSlot, type SlotDay } from './cook-for';

export async function kitchenForecast(
  db: Executor,
  clock: Clock,
  date?: string,
): Promise<KitchenForecast> {
  const { timeZone } = await loadSettings(db);
  const today = dateAt(clock.now(), timeZone);
  const day = date ?? addDaysToDate(today, 1);
  const first = addDaysToDate(day, -2 * FORECAST_WINDOW_DAYS);
  const historyEnd = day < today ? day : today; // exclusive
  const covers = await coversBetween(db, first, day);
  const skips = await db
    .selectFrom('skips')
    .select(['date', 'slot', 'user_email'])
    .where('date', '>=', first)
    .where('date', '<=', day)
    .where('skipped', '=', 1)
    .where('deleted', '=', 0)
    .execute();
  const servings = await db
    .selectFrom('servings')
    .select(['date', 'slot'])
    .where('date', '>=', first)
    .where('date', '<', historyEnd)
    .where('duplicate', '=', 0)
    .where('deleted', '=', 0)
    .execute();
  const key = (date: string, slot: string) => `${date}:${slot}`;
  const served = new Map<string, number>();
  for (const serving of servings) {
    const at = key(serving.date, serving.slot);
    served.set(at, (served.get(at) ?? 0) + 1);
  }
  const skippers = new Map<string, Set<string>>();
  for (const skip of skips) {
    const at = key(skip.date, skip.slot);
    skippers.set(at, (skippers.get(at) ?? new Set()).add(skip.user_email));
  }
  const coveredOn = (date: string) =>
    new Set(covers.filter((c) => c.starts <= date && date <= c.ends).map((c) => c.email));
  const counts = (date: string, slot: MealType) => {
    const covered = coveredOn(date);
    const skipping = [...(skippers.get(key(date, slot)) ?? [])].filter((email) =>
      covered.has(email),
    ).length;
    return { residents: covered.size, skips: skipping, expected: covered.size - skipping };
  };
  const pastDays = Array.from({ length: 2 * FORECAST_WINDOW_DAYS }, (_, index) =>
    addDaysToDate(first, index),
  ).filter((past) => past < historyEnd);
  return {
    date: day,
    rows: MEAL_TYPES.map((slot) => {
      const history: SlotDay[] = pastDays.map((past) => ({
        date: past,
        expected: counts(past, slot).expected,
        served: served.get(key(past, slot)) ?? 0,
      }));
      const target = counts(day, slot);
      return { slot, ...target, ...forecastSlot(history, day, target.expected) };
    }),
  };
}
