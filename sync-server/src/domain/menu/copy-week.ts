// "Copy last week": each slot of the week starting on `weekStart` (a Monday) takes the meals of
// the same slot seven days before. Slots already served are kept as they are (and counted);
// meals no longer live are left out; a slot empty last week is left alone.
import {
  addDaysToDate,
  MEAL_TYPES,
  menuSlotId,
  servingInstant,
  weekDates,
  weekStartOf,
} from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { badRequest } from '../../http/errors';
import type { Clock } from '../hostel/clock';
import { loadSettings } from '../hostel/settings';
import { liveMealIds, writeMenuSlot } from './set-menu-slot';

export async function copyLastWeek(
  db: Executor,
  clock: Clock,
  weekStart: string,
): Promise<{ copied: number; keptServed: number }> {
  if (weekStartOf(weekStart) !== weekStart) throw badRequest('must be a Monday', 'weekStart');
  const settings = await loadSettings(db);
  const source = new Map(
    (
      await db
        .selectFrom('menu_slots')
        .select(['id', 'meal_ids'])
        .where('date', '>=', addDaysToDate(weekStart, -7))
        .where('date', '<', weekStart)
        .where('deleted', '=', 0)
        .execute()
    ).map((row) => [row.id, JSON.parse(row.meal_ids) as string[]]),
  );
  let copied = 0;
  let keptServed = 0;
  for (const date of weekDates(weekStart)) {
    for (const slot of MEAL_TYPES) {
      const meals = source.get(menuSlotId(addDaysToDate(date, -7), slot));
      if (!meals || meals.length === 0) continue;
      if (clock.now() >= servingInstant(settings, date, slot)) {
        keptServed += 1;
        continue;
      }
      const live = await liveMealIds(db, meals);
      if ((await writeMenuSlot(db, clock, date, slot, live)).changed) copied += 1;
    }
  }
  return { copied, keptServed };
}
