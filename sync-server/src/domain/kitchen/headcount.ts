// The kitchen's headcount: per date and slot, the residents whose package covers the day (one of
// their cover periods holds it, covers/cover-periods.ts), their skips, and the plates to cook
// (the first minus the second). A resident outside their cover is not cooked for, and a skip
// only counts for a resident the day is covered for. Beside the numbers, the people: per dish
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
import { coversBetween } from '../covers/cover-periods';
import { liveMealsById } from '../meals/meal-repository';
import { needsOfResidents, peopleFigures } from './expected-people';

export async function kitchenHeadcount(
  db: Executor,
  clock: Clock,
  { from, days = 8 }: { from?: string; days?: number },
): Promise<KitchenAnswer> {
  const settings = await loadSettings(db);
  const today = dateAt(clock.now(), settings.timeZone);
  const first = from ?? today;
  const last = addDaysToDate(first, days - 1);
  const covers = await coversBetween(db, first, last);
  const coveredOn = (date: string) =>
    new Set(
      covers.filter((cover) => cover.starts <= date && date <= cover.ends).map((c) => c.email),
    );
  const skipRows = await db
    .selectFrom('skips')
    .select(['date', 'slot', 'user_email'])
    .where('date', '>=', first)
    .where('date', '<=', last)
    .where('skipped', '=', 1)
    .where('deleted', '=', 0)
    .execute();
  const servingRows = await db
    .selectFrom('servings')
    .select(['date', 'slot', 'duplicate'])
    .where('date', '>=', first)
    .where('date', '<=', last)
    .where('deleted', '=', 0)
    .execute();
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
  const needs = await needsOfResidents(db, [...new Set(covers.map((cover) => cover.email))]);
  const menuOf = new Map(menus.map((row) => [row.id, JSON.parse(row.meal_ids) as string[]]));

  const rows: KitchenSlotRow[] = [];
  for (let index = 0; index < days; index += 1) {
    const date = addDaysToDate(first, index);
    const covered = coveredOn(date);
    const residents = covered.size;
    for (const slot of MEAL_TYPES) {
      const id = menuSlotId(date, slot);
      const skippers = new Set(
        skipRows
          .filter(
            (skip) => skip.date === date && skip.slot === slot && covered.has(skip.user_email),
          )
          .map((skip) => skip.user_email),
      );
      const skips = skippers.size;
      const expected = [...covered].filter((email) => !skippers.has(email));
      const slotMealIds = menuOf.get(id) ?? [];
      const slotMeals = slotMealIds.flatMap((mealId) => meals.get(mealId) ?? []);
      const slotServings = servingRows.filter(
        (serving) => serving.date === date && serving.slot === slot,
      );
      const duplicates = slotServings.filter((serving) => Number(serving.duplicate) === 1).length;
      rows.push({
        date,
        slot,
        servesAt: servingInstant(settings, date, slot),
        residents,
        skips,
        expected: residents - skips,
        served: slotServings.length - duplicates,
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
  const covered = new Set(
    (await coversBetween(db, date, date)).map((cover) => cover.email.toLowerCase()),
  );
  const skipping = new Set(
    (
      await db
        .selectFrom('skips')
        .select('user_email')
        .where('date', '=', date)
        .where('slot', '=', slot)
        .where('skipped', '=', 1)
        .where('deleted', '=', 0)
        .execute()
    ).map((skip) => skip.user_email),
  );
  const emails = [...covered].filter((email) => !skipping.has(email));
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
