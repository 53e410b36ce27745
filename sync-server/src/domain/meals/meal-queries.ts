// Meal reads for the public pages and the admin tables. Tombstones are skipped everywhere.
import type { AllMealsQuery, Meal, UpcomingMeal } from '@hostel/shared-schema';
import { MEAL_DIETS_FITTING, TABLE_PAGE_SIZE } from '@hostel/shared-schema';
import { listLacks } from '../../db/allergen-filter';
import type { Executor } from '../../db/database';
import { liveMealTitleContains } from '../../db/title-search';
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
 * GET /all-meals: title search (case-insensitive, literal: db/contains-text.ts), category, price
 * order with ties broken by _id ascending in both directions (the PWA's local query uses the same
 * order), the label filters (diet, halal, without), and `page` as an offset. count = the filtered
 * total, total = every live meal.
 *
 * Every part is answered by an index: the search by the title index (db/title-search.ts); the
 * page's ids by walking the (deleted, [meal_type,] price, id) index alone, which holds every
 * column the order and the plain filters need, so a deep offset skips index entries, never rows;
 * then only the page's rows are read. The counts are index-only too, and without a filter the
 * filtered count is the total, counted once.
 */
export async function searchMeals(
  db: Executor,
  { search, category, sbp, page, limit, diet, halal, without }: AllMealsQuery,
): Promise<{ meals: Meal[]; count: number; total: number }> {
  const live = liveMeals(db);
  const text = search.trim();
  let filtered: MealsQuery = text
    ? db.selectFrom('meals').where(liveMealTitleContains(db, text))
    : live;
  if (category !== 'all') filtered = filtered.where('meal_type', '=', category);
  // The label filters: the rule of passesLabelFilters (shared-schema), in SQL.
  // A NULL diet or allergens column (not labelled) never passes `IN` or `IS NOT NULL`.
  if (diet) filtered = filtered.where('diet', 'in', [...MEAL_DIETS_FITTING[diet]]);
  if (halal) filtered = filtered.where('halal', '=', 1);
  if (without?.length) {
    filtered = filtered.where('allergens', 'is not', null);
    for (const allergen of without) filtered = filtered.where(listLacks('allergens', allergen));
  }
  const unfiltered = !text && category === 'all' && !diet && !halal && !without?.length;

  const countAll = (query: typeof live) =>
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  // The live total as all rows minus the tombstones: a count of a whole table is a count of the
  // b-tree's pages on SQLite (no entry is visited), and the tombstones are a short index range.
  const [all, tombstones] = await Promise.all([
    countAll(db.selectFrom('meals')),
    countAll(db.selectFrom('meals').where('deleted', '=', 1)),
  ]);
  const total = countOf(all) - countOf(tombstones);
  const count = unfiltered ? total : countOf(await countAll(filtered));
  const ids = pageOfIds(filtered, { sbp, page, limit, count });
  const rows =
    page >= count
      ? []
      : await db
          .selectFrom('meals')
          .selectAll()
          .where('id', 'in', ids)
          .orderBy('price', sbp === 'h2l' ? 'desc' : 'asc')
          .orderBy('id', 'asc')
          .execute();
  return { meals: rows.map(toMealDoc), count, total };
}

type MealsQuery = ReturnType<typeof liveMeals>;
const liveMeals = (db: Executor) => db.selectFrom('meals').where('deleted', '=', 0);

/**
 * The ids of one page, read from the order's index alone. A page in the second half is read
 * from the far end of the index in the reverse order, so no page walks more than half of it.
 */
function pageOfIds(
  filtered: MealsQuery,
  {
    sbp,
    page,
    limit,
    count,
  }: { sbp: AllMealsQuery['sbp']; page: number; limit: number; count: number },
) {
  const ascending = sbp !== 'h2l';
  const fromEnd = page > count / 2;
  // Price in the asked direction, ties by id ascending; reversed as a whole from the far end.
  const priceUp = ascending !== fromEnd;
  const idsUp = !fromEnd;
  const size = fromEnd ? Math.min(limit, count - page) : limit;
  const offset = fromEnd ? Math.max(0, count - page - size) : page;
  return filtered
    .select('id')
    .orderBy('price', priceUp ? 'asc' : 'desc')
    .orderBy('id', idsUp ? 'asc' : 'desc')
    .limit(Math.max(0, size))
    .offset(offset);
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
