// Demo menu (issue 13): this week and next, each slot planned with two live meals of its type
// (rotating through them), in the hostel's default time zone. Added with the demo meals, once.
import {
  addDaysToDate,
  dateAt,
  DEFAULT_HOSTEL_SETTINGS,
  MEAL_TYPES,
  menuSlotId,
  weekStartOf,
} from '@hostel/shared-schema';
import { nextSeq } from '../db/sequence';
import type { Trx } from '../db/database';

const DAYS = 14;
const MEALS_PER_SLOT = 2;

export async function insertDemoMenu(trx: Trx, now: number): Promise<number> {
  const meals = await trx
    .selectFrom('meals')
    .select(['id', 'meal_type'])
    .where('deleted', '=', 0)
    .orderBy('id')
    .execute();
  const start = weekStartOf(dateAt(now, DEFAULT_HOSTEL_SETTINGS.timeZone));
  let planned = 0;
  for (let day = 0; day < DAYS; day += 1) {
    const date = addDaysToDate(start, day);
    for (const slot of MEAL_TYPES) {
      const ofType = meals.filter((meal) => meal.meal_type === slot);
      if (ofType.length === 0) continue;
      const mealIds = Array.from(
        { length: Math.min(MEALS_PER_SLOT, ofType.length) },
        (_, index) => ofType[(day * MEALS_PER_SLOT + index) % ofType.length].id,
      );
      await trx
        .insertInto('menu_slots')
        .values({
          id: menuSlotId(date, slot),
          date,
          slot,
          meal_ids: JSON.stringify(mealIds),
          updated_at: now,
          seq: await nextSeq(trx),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      planned += 1;
    }
  }
  return planned;
}
