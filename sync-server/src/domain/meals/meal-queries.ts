// Meal reads for the public pages and the admin tables. Tombstones are skipped everywhere.
import type { AllMealsQuery, Meal, UpcomingMeal } from '@hostel/shared-schema';
import { MEAL_DIETS_FITTING, TABLE_PAGE_SIZE } from '@hostel/shared-schema';
import { listLacks } from '../../db/allergen-filter';
import { containsText } from '../../db/contains-text';
import type { Executor } from '../../db/database';
import { notFound } from '../../http/errors';
import { toMealDoc, toUpcomingMealDoc } from './meal-repository';

const countOf = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);

/** GET /all-meals-home: every live meal, newest first (the PWA shows up to 6 per tab). */
export async function homeMeals(db: Executor): Promise<Meal[]> {
  const rows = await db
    .selectFrom('meals')
    .selectAll()
    .where('deleted', '=', 0)
    .orderBy('post_time', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toMealDoc);
}

/**
 * GET /all-meals: title search (case-insensitive, literal), category, price order with ties
 * broken by _id ascending in both directions (the PWA's local query uses the same order), the
 * label filters (diet, halal, without), and `page` as an offset. count = the filtered total,
 * total = every live meal.
 */
export async function searchMeals(
  db: Executor,
  { search, category, sbp, page, limit, diet, halal, without }: AllMealsQuery,
): Promise<{ meals: Meal[]; count: number; total: number }> {
  const live = db.selectFrom('meals').where('deleted', '=', 0);
  let filtered = live;
  const text = search.trim();
  if (text) {
    filtered = filtered.where(containsText('meal_title', text));
  }
  if (category !== 'all') filtered = filtered.where('meal_type', '=', category);
  // The label filters: the rule of passesLabelFilters (shared-schema), in SQL.
  // A NULL diet or allergens column (not labelled) never passes `IN` or `IS NOT NULL`.
  if (diet) filtered = filtered.where('diet', 'in', [...MEAL_DIETS_FITTING[diet]]);
  if (halal) filtered = filtered.where('halal', '=', 1);
  if (without?.length) {
    filtered = filtered.where('allergens', 'is not', null);
    for (const allergen of without) filtered = filtered.where(listLacks('allergens', allergen));
  }

  const [total, count, rows] = await Promise.all([
    live.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    filtered
      .selectAll()
      .orderBy('price', sbp === 'h2l' ? 'desc' : 'asc')
      .orderBy('id', 'asc')
      .limit(limit)
      .offset(page)
      .execute(),
  ]);
  return { meals: rows.map(toMealDoc), count: countOf(count), total: countOf(total) };
}

export async function getMeal(db: Executor, id: string): Promise<Meal> {
  const row = await db
    .selectFrom('meals')
    .selectAll()
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!row) throw notFound('Meal');
  return toMealDoc(row);
}

/** GET /all-meals-admin: newest first, pages of 10. */
export async function adminMeals(
  db: Executor,
  page: number,
): Promise<{ meals: Meal[]; count: number }> {
  const live = db.selectFrom('meals').where('deleted', '=', 0);
  const [count, rows] = await Promise.all([
    live.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    live
      .selectAll()
      .orderBy('post_time', 'desc')
      .orderBy('id', 'desc')
      .limit(TABLE_PAGE_SIZE)
      .offset(page * TABLE_PAGE_SIZE)
      .execute(),
  ]);
  return { meals: rows.map(toMealDoc), count: countOf(count) };
}

/** GET /all-upcoming-meals: most liked first (the ones ready to publish), then newest. */
export async function adminUpcomingMeals(
  db: Executor,
  page: number,
): Promise<{ count: number; upcomingMeals: UpcomingMeal[] }> {
  const live = db.selectFrom('upcoming_meals').where('deleted', '=', 0);
  const [count, rows] = await Promise.all([
    live.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    live
      .selectAll()
      .orderBy('likes', 'desc')
      .orderBy('post_time', 'desc')
      .orderBy('id', 'desc')
      .limit(TABLE_PAGE_SIZE)
      .offset(page * TABLE_PAGE_SIZE)
      .execute(),
  ]);
  return { count: countOf(count), upcomingMeals: rows.map(toUpcomingMealDoc) };
}

/** GET /all-upcoming-meals-user: every live upcoming meal, newest first. */
export async function userUpcomingMeals(db: Executor): Promise<UpcomingMeal[]> {
  const rows = await db
    .selectFrom('upcoming_meals')
    .selectAll()
    .where('deleted', '=', 0)
    .orderBy('post_time', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toUpcomingMealDoc);
}
