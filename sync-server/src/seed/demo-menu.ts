// Demo menu: this week and next, each slot planned with two live meals of its type
// (rotating through them), in the hostel's default time zone. Added with the demo meals, once.
import {
  addDaysToDate,
  dateAt,
  DEFAULT_HOSTEL_SETTINGS,
  MEAL_TYPES,
  weekStartOf,
} from '@hostel/shared-schema';
import type { Trx } from '../db/database';
import { liveMealTypes } from '../domain/meals/meal-presence';
import { insertMenuSlotIfAbsent } from '../domain/menu/set-menu-slot';

const DAYS = 14;
const MEALS_PER_SLOT = 2;

export async function insertDemoMenu(trx: Trx, now: number): Promise<number> {
  const meals = await liveMealTypes(trx);
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
      await insertMenuSlotIfAbsent(trx, date, slot, mealIds, now);
      planned += 1;
    }
  }
  return planned;
}
