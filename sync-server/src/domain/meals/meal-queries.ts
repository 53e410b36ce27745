// Meal reads for the public pages and the admin tables. Tombstones are skipped everywhere.
import type { AllMealsQuery, Meal, UpcomingMeal } from '@hostel/shared-schema';
import { MEAL_DIETS_FITTING, TABLE_PAGE_SIZE } from '@hostel/shared-schema';
import { listLacks } from '../../db/allergen-filter';
import type { Db, Executor } from '../../db/database';
import {
  countTitleMatches,
  liveMealTitleContains,
  titleSearchRoute,
  type TitleRoute,
} from '../../db/title-search';
import { notFound } from '../../http/errors';
import { toMealDoc, toUpcomingMealDoc } from './meal-repository';
import { countLiveMeals, liveMealCount, type MealKind } from './meal-totals';

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
 * Every part is answered by an index: the page's ids by walking the (deleted, [meal_type,]
 * price, id, lower(meal_title)) index alone, which holds every column the order, the plain
 * filters and the search's test need, so a deep offset skips index entries, never rows; then only
 * the page's rows are read. A search that few titles match goes through the title index instead,
 * which finds its meals at once, and a search's count with no other filter is the title index's
 * own (db/title-search.ts chooses). The counts are index-only too. The totals (every live meal,
 * and a category's when only a category is asked) are known to the instance, counted once per
 * replication sequence (meal-totals.ts): such a page counts nothing.
 */
export function searchMeals(
  db: Db,
  query: AllMealsQuery,
): Promise<{ meals: Meal[]; count: number; total: number }> {
  return searchMealsWith(db, query, titleSearchRoute, (kind) => liveMealCount(db, kind));
}

/**
 * searchMeals with the title route chosen by `route` (tests take each route in turn) and every
 * total counted by this request: the reference the instance's kept totals are checked against.
 */
export function searchMealsBy(
  db: Executor,
  query: AllMealsQuery,
  route: typeof titleSearchRoute,
): Promise<{ meals: Meal[]; count: number; total: number }> {
  return searchMealsWith(db, query, route, (kind) => countLiveMeals(db, kind));
}

async function searchMealsWith(
  db: Executor,
  { search, category, sbp, page, limit, diet, halal, without }: AllMealsQuery,
  route: typeof titleSearchRoute,
  totalOf: (kind: MealKind) => Promise<number>,
): Promise<{ meals: Meal[]; count: number; total: number }> {
  const live = liveMeals(db);
  const text = search.trim();
  const labelled = Boolean(diet || halal || without?.length);
  const filteredBy = (titles: TitleRoute): MealsQuery => {
    let filtered: MealsQuery = text
      ? db.selectFrom('meals').where(liveMealTitleContains(db, text, titles))
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
    return filtered;
  };
  const categoryOnly = !text && !labelled;

  const countAll = (query: typeof live) =>
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const [total, categoryTotal, matches] = await Promise.all([
    totalOf('all'),
    categoryOnly && category !== 'all' ? totalOf(category) : undefined,
    text ? countTitleMatches(db, text) : undefined,
  ]);
  const titles = route(matches, total);
  const count = categoryOnly
    ? (categoryTotal ?? total)
    : matches !== undefined && category === 'all' && !labelled
      ? matches // the title index's own count is the answer
      : countOf(await countAll(filteredBy(titles)));
  const window = pageWindow({ sbp, page, limit, count });
  if (window.size <= 0) return { meals: [], count, total };
  const ids = filteredBy(titles)
    .select('id')
    .orderBy('price', window.priceUp ? 'asc' : 'desc')
    .orderBy('id', window.idsUp ? 'asc' : 'desc')
    .limit(window.size)
    .offset(window.offset);
  const rows = await db
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
 * Where one page lies in the order's index. A page in the second half is read from the far end
 * of the index in the reverse order, so no page walks more than half of it.
 */
function pageWindow({
  sbp,
  page,
  limit,
  count,
}: {
  sbp: AllMealsQuery['sbp'];
  page: number;
  limit: number;
  count: number;
}) {
  const ascending = sbp !== 'h2l';
  const fromEnd = page > count / 2;
  const size = page >= count ? 0 : fromEnd ? Math.min(limit, count - page) : limit;
  return {
    // Price in the asked direction, ties by id ascending; reversed as a whole from the far end.
    priceUp: ascending !== fromEnd,
    idsUp: !fromEnd,
    size,
    offset: fromEnd ? Math.max(0, count - page - size) : page,
  };
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
