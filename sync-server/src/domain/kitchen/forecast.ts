// The kitchen's "Cook for N" for one day (GET /api/kitchen/forecast, tomorrow by default): per
// slot the residents covered, their skips, those expected, and the plates to cook from each
// slot's recent no-show rate (cook-for.ts). The history is read from the cover periods, skips and
// counting servings of the eight weeks before the day (slot-attendance.ts, as the headcount): four to forecast, four more to measure
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
import type { Clock } from '../hostel/clock';
import { loadSettings } from '../hostel/settings';
import { FORECAST_WINDOW_DAYS, forecastSlot, type SlotDay } from './cook-for';
import { slotAttendance } from './slot-attendance';

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
  // The target day's servings are read too but never looked up: only days before historyEnd are.
  const attendance = await slotAttendance(db, first, day);
  const counts = (date: string, slot: MealType) => {
    const { residents, skips, expected } = attendance.at(date, slot);
    return { residents, skips, expected: expected.length };
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
        served: attendance.served(past, slot).served,
      }));
      const target = counts(day, slot);
      return { slot, ...target, ...forecastSlot(history, day, target.expected) };
    }),
  };
}
