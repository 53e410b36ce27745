// What the meal tables hold, in the questions the start-up seeding and the demo seed ask:
// whether any meal exists, whether a demo picture was ever stored, and the live meals by type.
import type { Executor } from '../../db/database';
import type { MealTable } from './meal-repository';

/** True when the meals table has no row at all (deleted ones count as rows). */
export async function hasNoMeals(db: Executor): Promise<boolean> {
  const row = await db
    .selectFrom('meals')
    .select(db.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}

/** Whether any row of `table` (deleted ones included) has an image URL starting with `prefix`. */
export async function hasMealImageStartingWith(
  db: Executor,
  table: MealTable,
  prefix: string,
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('meal_image', 'like', `${prefix}%`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The live (not deleted) meals' ids and types, by id. */
export async function liveMealTypes(db: Executor): Promise<{ id: string; meal_type: string }[]> {
  return db
    .selectFrom('meals')
    .select(['id', 'meal_type'])
    .where('deleted', '=', 0)
    .orderBy('id')
    .execute();
}
