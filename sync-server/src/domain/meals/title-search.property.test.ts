// The indexed /all-meals search answers exactly what the plain scan answers. Random titles and
// searches from an alphabet of the hard cases (letters in both cases, accented letters in both
// cases, `%`, `_`, `\`, `"`, spaces, letters whose Unicode folding differs from ASCII's: the
// Kelvin sign, the dotted capital I, ß) are written, edited and deleted through the meal
// repository (so the index's triggers or its own upkeep run as in production), then each search,
// short words included, is answered by searchMeals by each of its routes (the title index's and
// the order index's scan, and the one it chooses) and by the reference scan of contains-text.ts
// with no index able to serve it; they must agree on the count and on every page, both price
// orders, with and without a category. On SQLite and, in the node-pg project, on PostgreSQL.
import fc from 'fast-check';
import { sql } from 'kysely';
import type { AllMealsQuery } from '@hostel/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsText } from '../../db/contains-text';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import { inTransaction } from '../../http/transaction';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { mealBody } from '../../test-support/meal-fixtures';
import { titleSearchRoute, type TitleRoute } from '../../db/title-search';
import { findLiveMealRow, insertMealRow, updateMealRow } from './meal-repository';
import { searchMealsBy } from './meal-queries';

const LETTERS = ['a', 'A', 'b', 'B', 'e', 'E', 'é', 'É', 'k', 'K', 'K', 'i', 'İ', 'ß', 's'];
const SIGNS = ['%', '_', '\\', '"', ' ', "'"];
const char = fc.constantFrom(...LETTERS, ...SIGNS);
const title = fc.array(char, { minLength: 1, maxLength: 9 }).map((chars) => chars.join(''));

/** A search: a piece of a title with its case changed at random, or any short run. */
const searchOf = (titles: string[]) =>
  fc.oneof(
    fc
      .tuple(fc.constantFrom(...titles), fc.nat(), fc.integer({ min: 1, max: 6 }), fc.boolean())
      .map(([text, start, length, upper]) => {
        const piece = text.slice(start % text.length, (start % text.length) + length);
        return upper ? piece.toUpperCase() : piece;
      }),
    fc.array(char, { minLength: 1, maxLength: 5 }).map((chars) => chars.join('')),
  );

let test: TestServer;
let db: Db;

beforeAll(async () => {
  test = await startTestServer();
  db = test.db;
});
afterAll(() => test?.close());

/**
 * The reference answer: every live meal whose title contains `text`, by the literal LIKE of
 * contains-text.ts over `meal_title || ''`, an expression no index is built on (a plain scan).
 */
async function scan(text: string, sbp: 'l2h' | 'h2l', category: Category): Promise<string[]> {
  const plain = db
    .selectFrom('meals')
    .select([
      'id',
      'price',
      'deleted',
      sql<string>`meal_type || ''`.as('unindexed_type'),
      sql<string>`meal_title || ''`.as('unindexed_title'),
    ])
    .as('plain');
  const rows = await db
    .selectFrom(plain)
    .select('id')
    .where('deleted', '=', 0)
    .where((eb) => (category === 'all' ? eb.lit(true) : eb('unindexed_type', '=', category)))
    .where(containsText('unindexed_title', text))
    .orderBy('price', sbp === 'h2l' ? 'desc' : 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => row.id);
}

type Category = 'all' | 'breakfast' | 'lunch';

/** Every field a stored meal needs, with this title, price and category. */
const fields = (mealTitle: string, price: number, mealType = 'lunch') => ({
  ...mealBody({ mealTitle, price, mealType }),
  postTime: 1_700_000_000_000,
  likes: 0,
  numReviews: 0,
  distributorName: 'Kitchen',
  distributorEmail: 'kitchen@hostel.test',
});

const query = (
  search: string,
  sbp: 'l2h' | 'h2l',
  page: number,
  limit: number,
  category: Category = 'all',
): AllMealsQuery => ({ search, category, sbp, page, limit }) as AllMealsQuery;

/** The routes a search can take: the one searchMeals chooses, and each one forced. */
const ROUTES: [string, typeof titleSearchRoute][] = [
  ['chosen', titleSearchRoute],
  ...(['index', 'scan'] as TitleRoute[]).map(
    (route) => [route, () => route] as [string, typeof titleSearchRoute],
  ),
];

/** Every page of `search` through searchMeals by `route`, in order. */
async function indexed(
  search: string,
  sbp: 'l2h' | 'h2l',
  limit: number,
  category: Category,
  route: typeof titleSearchRoute,
) {
  const first = await searchMealsBy(db, query(search, sbp, 0, limit, category), route);
  const ids = first.meals.map((meal) => meal._id);
  for (let page = limit; page < first.count; page += limit) {
    const next = await searchMealsBy(db, query(search, sbp, page, limit, category), route);
    expect(next.count).toBe(first.count);
    ids.push(...next.meals.map((meal) => meal._id));
  }
  return { count: first.count, ids };
}

const step = fc.record({
  add: fc.array(
    fc.tuple(title, fc.integer({ min: 1, max: 4 }), fc.constantFrom('breakfast', 'lunch')),
    { minLength: 1, maxLength: 6 },
  ),
  retitle: fc.array(fc.tuple(fc.nat(), title), { maxLength: 2 }),
  remove: fc.array(fc.nat(), { maxLength: 2 }),
  sbp: fc.constantFrom('l2h' as const, 'h2l' as const),
  category: fc.constantFrom<Category>('all', 'all', 'breakfast', 'lunch'),
  limit: fc.integer({ min: 1, max: 5 }),
});

describe('the indexed /all-meals search', () => {
  const live: { id: string; title: string }[] = [];

  it('answers exactly what the plain scan answers, through writes, edits and deletions', async () => {
    await fc.assert(
      fc.asyncProperty(
        step.chain((plan) =>
          fc.tuple(
            fc.constant(plan),
            fc.array(searchOf([...live.map((meal) => meal.title), ...plan.add.map(([t]) => t)]), {
              minLength: 1,
              maxLength: 4,
            }),
          ),
        ),
        async ([plan, searches]) => {
          await inTransaction(db, async (trx) => {
            for (const [text, price, mealType] of plan.add) {
              const id = newId();
              await insertMealRow(trx, 'meals', id, fields(text, price, mealType));
              live.push({ id, title: text });
            }
            for (const [pick, text] of plan.retitle) {
              const meal = live[pick % live.length]!;
              const row = (await findLiveMealRow(trx, 'meals', meal.id))!;
              await updateMealRow(trx, 'meals', row, { mealTitle: text });
              meal.title = text;
            }
            for (const pick of plan.remove) {
              if (live.length < 2) break;
              const [meal] = live.splice(pick % live.length, 1);
              await trx
                .updateTable('meals')
                .set({ deleted: 1 })
                .where('id', '=', meal!.id)
                .execute();
            }
          });
          for (const search of searches) {
            const expected = await scan(search.trim(), plan.sbp, plan.category);
            for (const [route, choose] of ROUTES) {
              const answer = await indexed(search, plan.sbp, plan.limit, plan.category, choose);
              expect({ search, route, ...answer }).toEqual({
                search,
                route,
                count: expected.length,
                ids: expected,
              });
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('folds ASCII case only, never accents, and takes % and _ literally', async () => {
    await inTransaction(db, async (trx) => {
      await insertMealRow(trx, 'meals', newId(), fields('Crème BRÛLÉE 50%_off', 10));
    });
    for (const [, route] of ROUTES) {
      const titles = async (search: string) =>
        (await searchMealsBy(db, query(search, 'l2h', 0, 50), route)).meals.map(
          (meal) => meal.mealTitle,
        );
      expect(await titles('crème br')).toContain('Crème BRÛLÉE 50%_off');
      expect(await titles('CRÈME')).toContain('Crème BRÛLÉE 50%_off'); // lower-cased to "crème"
      expect(await titles('brûlée')).not.toContain('Crème BRÛLÉE 50%_off'); // Û is not folded
      expect(await titles('creme')).not.toContain('Crème BRÛLÉE 50%_off');
      expect(await titles('0%_')).toContain('Crème BRÛLÉE 50%_off');
      expect(await titles('%')).toContain('Crème BRÛLÉE 50%_off');
      expect(await titles('x%')).not.toContain('Crème BRÛLÉE 50%_off');
    }
  });
});
