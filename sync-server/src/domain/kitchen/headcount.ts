// The kitchen's headcount: per date and slot, the residents whose package covers the day, their
// skips, and the plates to cook (the first minus the second), as slot-attendance.ts counts them.
// Beside the numbers, the people: per dish
// the plates of the residents it fits, and the expected residents' diets, halal and allergens
// (expected-people.ts); `kitchenPeople` names them for one slot, on demand. Beside the
// forecast, what the counters recorded: residents served (their first serving each) and the
// duplicate servings flagged after the counters synced.
import {
  addDaysToDate,
  dateAt,
  MEAL_TYPES,
  menuSlotId,
  servingInstant,
  type KitchenAnswer,
  type KitchenPeople,
  type KitchenSlotRow,
  type MealType,
} from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import type { Clock } from '../hostel/clock';
import { loadSettings } from '../hostel/settings';
import { liveMealsById } from '../meals/meal-repository';
import { needsOfResidents, peopleFigures } from './expected-people';
import { slotAttendance } from './slot-attendance';

export async function kitchenHeadcount(
  db: Executor,
  clock: Clock,
  { from, days = 8 }: { from?: string; days?: number },
): Promise<KitchenAnswer> {
  const settings = await loadSettings(db);
  const today = dateAt(clock.now(), settings.timeZone);
  const first = from ?? today;
  const last = addDaysToDate(first, days - 1);
  const attendance = await slotAttendance(db, first, last);
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
  const meals = await liveMealsById(db, mealIds);
  const needs = await needsOfResidents(db, attendance.emails);
  const menuOf = new Map(menus.map((row) => [row.id, JSON.parse(row.meal_ids) as string[]]));

  const rows: KitchenSlotRow[] = [];
  for (let index = 0; index < days; index += 1) {
    const date = addDaysToDate(first, index);
    for (const slot of MEAL_TYPES) {
      const id = menuSlotId(date, slot);
      const { residents, skips, expected } = attendance.at(date, slot);
      const slotMealIds = menuOf.get(id) ?? [];
      const slotMeals = slotMealIds.flatMap((mealId) => meals.get(mealId) ?? []);
      const { served, duplicates } = attendance.served(date, slot);
      rows.push({
        date,
        slot,
        servesAt: servingInstant(settings, date, slot),
        residents,
        skips,
        expected: expected.length,
        served,
        duplicates,
        mealTitles: slotMealIds.map((mealId) => titles.get(mealId) ?? 'A removed meal'),
        ...peopleFigures(
          expected.map((email) => needs.get(email)!),
          slotMeals,
        ),
      });
    }
  }
  return { today, timeZone: settings.timeZone, rows };
}

/**
 * The residents expected at one slot (covered that day, not skipping it), by name, and the
 * slot's servings (duplicates listed).
 */
export async function kitchenPeople(
  db: Executor,
  date: string,
  slot: MealType,
): Promise<KitchenPeople> {
  const emails = (await slotAttendance(db, date, date)).at(date, slot).expected;
  const needs = await needsOfResidents(db, emails);
  const users =
    emails.length === 0
      ? []
      : await db
          .selectFrom('users')
          .select(['email', 'name'])
          .where('email', 'in', emails)
          .orderBy('name')
          .orderBy('email')
          .execute();
  const servings = await db
    .selectFrom('servings')
    .innerJoin('users', 'users.id', 'servings.resident_id')
    .select(['users.name', 'servings.counter_id', 'servings.served_at', 'servings.duplicate'])
    .where('servings.date', '=', date)
    .where('servings.slot', '=', slot)
    .where('servings.deleted', '=', 0)
    .orderBy('servings.served_at')
    .orderBy('servings.id')
    .execute();
  return {
    date,
    slot,
    servings: servings.map((serving) => ({
      name: serving.name,
      counterId: serving.counter_id,
      servedAt: Number(serving.served_at),
      duplicate: Number(serving.duplicate) === 1,
    })),
    people: users.map((user) => {
      const own = needs.get(user.email.toLowerCase())!;
      return {
        name: user.name,
        email: user.email,
        diet: own.diet,
        halalOnly: own.halalOnly,
        avoid: [...own.avoid],
      };
    }),
  };
}
