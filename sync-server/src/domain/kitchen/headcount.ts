// The kitchen's headcount: per date and slot, residents with a package, their skips,
// and the plates to cook (the first minus the second). A resident counts from the day their
// package began (users/package-starts.ts).
import {
  addDaysToDate,
  dateAt,
  MEAL_TYPES,
  menuSlotId,
  servingInstant,
  type KitchenAnswer,
  type KitchenSlotRow,
  type MealType,
} from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import type { Clock } from '../hostel/clock';
import { loadSettings } from '../hostel/settings';
import { packageStarts } from '../users/package-starts';

export async function kitchenHeadcount(
  db: Executor,
  clock: Clock,
  { from, days = 8 }: { from?: string; days?: number },
): Promise<KitchenAnswer> {
  const settings = await loadSettings(db);
  const today = dateAt(clock.now(), settings.timeZone);
  const first = from ?? today;
  const last = addDaysToDate(first, days - 1);
  const users = await db.selectFrom('users').select(['email', 'badge', 'created_at']).execute();
  const starts = [...(await packageStarts(db, settings.timeZone, users)).values()];
  const skipCounts = new Map(
    (
      await db
        .selectFrom('skips')
        .select(['date', 'slot', (eb) => eb.fn.countAll<number>().as('count')])
        .where('date', '>=', first)
        .where('date', '<=', last)
        .where('skipped', '=', 1)
        .where('deleted', '=', 0)
        .groupBy(['date', 'slot'])
        .execute()
    ).map((row) => [menuSlotId(row.date, row.slot as MealType), Number(row.count)]),
  );
  const menus = await db
    .selectFrom('menu_slots')
    .select(['id', 'meal_ids'])
    .where('date', '>=', first)
    .where('date', '<=', last)
    .where('deleted', '=', 0)
    .execute();
  const mealIds = [...new Set(menus.flatMap((row) => JSON.parse(row.meal_ids) as string[]))];
  const titles = new Map(
    mealIds.length === 0
      ? []
      : (
          await db
            .selectFrom('meals')
            .select(['id', 'meal_title'])
            .where('id', 'in', mealIds)
            .execute()
        ).map((meal) => [meal.id, meal.meal_title]),
  );
  const menuOf = new Map(menus.map((row) => [row.id, JSON.parse(row.meal_ids) as string[]]));

  const rows: KitchenSlotRow[] = [];
  for (let index = 0; index < days; index += 1) {
    const date = addDaysToDate(first, index);
    const residents = starts.filter((start) => start <= date).length;
    for (const slot of MEAL_TYPES) {
      const id = menuSlotId(date, slot);
      const skips = Math.min(skipCounts.get(id) ?? 0, residents);
      rows.push({
        date,
        slot,
        servesAt: servingInstant(settings, date, slot),
        residents,
        skips,
        expected: residents - skips,
        mealTitles: (menuOf.get(id) ?? []).map((mealId) => titles.get(mealId) ?? 'A removed meal'),
      });
    }
  }
  return { today, timeZone: settings.timeZone, rows };
}
