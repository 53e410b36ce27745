// "Cook for N" (docs/decisions/0235-cook-for-n-from-recent-no-shows.md), the arithmetic alone:
// a slot's no-show rate is the share of expected plates not served over the counter days of the
// last four weeks (days a counter recorded any serving of the slot), pooled; tomorrow's plates
// are the expected residents times one minus that rate. Its recent error is how far the same
// rule landed on each of the last seven counter days, each forecast from the four weeks before
// it: the mean absolute error in plates.
import { addDaysToDate } from '@hostel/shared-schema';

/** One past day of a slot: residents expected (covered, not skipping) and residents served. */
export type SlotDay = { date: string; expected: number; served: number };

/** Four weeks of history feed each forecast. */
export const FORECAST_WINDOW_DAYS = 28;
/** The error is measured over this many of the latest counter days. */
export const ERROR_DAYS = 7;

/** Counter days of the window before `date` (a day with no serving is a day without a counter). */
function windowBefore(history: readonly SlotDay[], date: string): SlotDay[] {
  const first = addDaysToDate(date, -FORECAST_WINDOW_DAYS);
  return history
    .filter((day) => day.date >= first && day.date < date && day.served > 0)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The pooled no-show rate of some days; null without any expected plate among them. */
export function noShowRate(days: readonly SlotDay[]): number | null {
  const expected = days.reduce((sum, day) => sum + day.expected, 0);
  if (expected === 0) return null;
  const served = days.reduce((sum, day) => sum + day.served, 0);
  return 1 - served / expected;
}

/** Plates to cook for `expected` residents at a no-show rate (none known: all of them). */
export function platesFor(expected: number, rate: number | null): number {
  return rate === null ? expected : Math.max(0, Math.round(expected * (1 - rate)));
}

export type SlotForecast = {
  noShowRate: number | null;
  cookFor: number;
  historyDays: number;
  recentError: { meanAbsolute: number; days: number } | null;
};

/** The forecast for `date` with `expected` residents, from the slot's history (any order). */
export function forecastSlot(
  history: readonly SlotDay[],
  date: string,
  expected: number,
): SlotForecast {
  const window = windowBefore(history, date);
  const rate = noShowRate(window);
  const scored = window.slice(-ERROR_DAYS).flatMap((day) => {
    const before = noShowRate(windowBefore(history, day.date));
    return before === null ? [] : [Math.abs(platesFor(day.expected, before) - day.served)];
  });
  return {
    noShowRate: rate,
    cookFor: platesFor(expected, rate),
    historyDays: window.length,
    recentError:
      scored.length === 0
        ? null
        : {
            meanAbsolute: scored.reduce((sum, error) => sum + error, 0) / scored.length,
            days: scored.length,
          },
  };
}
