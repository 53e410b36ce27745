// The slot a pass is shown for and a counter serves: the one being served now, or the next one.
// A slot counts as being served until SERVING_WINDOW_MS after its serving time; after the last
// slot of a day, the next is the first of the following day.
import {
  addDaysToDate,
  dateAt,
  MEAL_TYPES,
  servingInstant,
  type HostelSettings,
  type MealType,
} from '@hostel/shared-schema';

/** How long after its serving time a slot is still being served. */
export const SERVING_WINDOW_MS = 90 * 60_000;

export type ServingSlot = { date: string; slot: MealType; servesAt: number };

export function servingSlotAt(
  settings: Pick<HostelSettings, 'timeZone' | 'slots'>,
  now: number,
): ServingSlot {
  const today = dateAt(now, settings.timeZone);
  for (const date of [today, addDaysToDate(today, 1)]) {
    const slots = MEAL_TYPES.map((slot) => ({
      date,
      slot,
      servesAt: servingInstant(settings, date, slot),
    })).sort((a, b) => a.servesAt - b.servesAt);
    const next = slots.find((candidate) => candidate.servesAt + SERVING_WINDOW_MS > now);
    if (next) return next;
  }
  const date = addDaysToDate(today, 1);
  return { date, slot: MEAL_TYPES[0], servesAt: servingInstant(settings, date, MEAL_TYPES[0]) };
}
