// The totals /all-meals sends beside every page come from what the instance knows, on SQLite and
// on PostgreSQL alike: pages read one after another count nothing; after a write (through the
// API, or by another connection to the same database, as another instance or a tool writes) the
// next pages count each total they need once between them; and every answer is exactly what a
// fresh count of the database answers. Every request runs its route (READ_CACHE=off); the
// statements are watched as the driver runs them, by request.
import { allMealsQuerySchema, type MealType } from '@hostel/shared-schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from '../../db/database';
import { openPostgres } from '../../db/postgres';
import { currentSeqNow } from '../../db/sequence';
import { titleSearchRoute } from '../../db/title-search';
import { inTransaction } from '../../http/transaction';
import { parseInput } from '../../http/validate';
import { signedInAs } from '../../test-support/accounts';
import type { ApiClient } from '../../test-support/api-client';
import { addMealVia, currentSeq, mealBody } from '../../test-support/meal-fixtures';
import {
  requestIdHeader,
  watchStatements,
  type StatementWatch,
} from '../../test-support/statements-by-request';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { deleteMeal } from './delete-meal';
import { insertMealRow } from './meal-repository';
import { searchMealsBy } from './meal-queries';

let test: TestServer;
let admin: ApiClient;
let other: Db; // another connection to the same database, as another instance or a tool
let statements: StatementWatch;

beforeAll(async () => {
  test = await startTestServer({ READ_CACHE: 'off' });
  admin = (await signedInAs(test, 'admin')).client;
  other = test.config.databaseUrl
    ? openPostgres(test.config.databaseUrl, 1)
    : openDatabase(test.config.dataDir);
  for (const [index, type] of (
    ['lunch', 'lunch', 'dinner', 'breakfast', 'lunch'] as const
  ).entries())
    await addMealVia(admin, {
      mealTitle: `${type} plate ${index}`,
      mealType: type,
      price: 10 + index,
    });
  statements = watchStatements(test.server.http);
});
afterAll(async () => {
  statements?.stop();
  await other?.destroy();
  await test?.close();
});

/** The pages of one round: shallow and deep, both orders, a category alone, each asked at once. */
const ROUND: Record<string, string>[] = [
  { page: '0', limit: '2' },
  { page: '4', limit: '2' },
  { page: '3', limit: '1', sbp: 'h2l' },
  { page: '1', limit: '2', category: 'lunch' },
  { page: '0', limit: '2', category: 'breakfast' },
];

let requests = 0;
/** GET /api/all-meals?`query` with a request id of its own: its answer and the id. */
async function read(query: Record<string, string>) {
  const id = `totals-${(requests += 1)}`;
  const response = await test.client().request('GET', '/api/all-meals', {
    query,
    headers: requestIdHeader(id),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { body: response.body as unknown, id };
}

const counts = (sqls: string[]) => sqls.filter((text) => /\bcount\(/i.test(text));

/** One round, its pages at once: their answers and every count statement they ran. */
async function round() {
  const answers = await Promise.all(ROUND.map(read));
  return {
    bodies: answers.map(({ body }) => body),
    countStatements: answers.flatMap(({ id }) => counts(statements.of(id))),
  };
}

/** What each page of a round is, counted afresh right now (searchMealsBy counts every total). */
const reference = () =>
  Promise.all(
    ROUND.map((query) =>
      searchMealsBy(test.db, parseInput(allMealsQuerySchema, query), titleSearchRoute).then(
        (answer) => JSON.parse(JSON.stringify(answer)) as unknown,
      ),
    ),
  );

/** A meal of `type` added through `db` (committed), as another instance would; answers its id. */
async function addMealThrough(db: Db, type: MealType, price: number): Promise<string> {
  const id = `meal-elsewhere-${price}`;
  await inTransaction(db, (trx) =>
    insertMealRow(trx, 'meals', id, {
      ...mealBody({ mealTitle: `${type} plate ${price}`, mealType: type, price }),
      postTime: 1_700_000_000_000 + price,
      likes: 0,
      numReviews: 0,
      distributorName: 'Kitchen',
      distributorEmail: 'kitchen@hostel.test',
    }),
  );
  return id;
}

/** Waits until this instance knows of `db`'s last write (at once on SQLite; by notice on PostgreSQL). */
async function heardOf(db: Db): Promise<void> {
  const written = await currentSeq(db);
  await vi.waitFor(async () =>
    expect(await currentSeqNow(test.db)).toBeGreaterThanOrEqual(written),
  );
}

describe('the All Meals totals', () => {
  it('answers pages with the totals the instance knows: once known, no page counts', async () => {
    await round(); // a fresh instance counts them here, once
    for (let again = 0; again < 3; again += 1) {
      const { bodies, countStatements } = await round();
      expect(countStatements).toEqual([]);
      expect(bodies).toEqual(await reference());
    }
  });

  let added = '';
  let elsewhere = '';
  const WRITES: [string, () => Promise<unknown>][] = [
    [
      'a meal added through the API',
      async () => {
        added = await addMealVia(admin, {
          mealTitle: 'breakfast plate 30',
          mealType: 'breakfast',
          price: 30,
        });
      },
    ],
    [
      "a meal's type changed through the API",
      () =>
        admin.patch(`/api/update-one-meal/${added}`, {
          ...mealBody({ mealType: 'lunch' }),
          price: 30,
        }),
    ],
    ['a meal deleted through the API', () => admin.delete(`/api/delete-a-meal-admin/${added}`)],
    [
      'a meal added by another connection',
      async () => {
        elsewhere = await addMealThrough(other, 'lunch', 40);
        await heardOf(other);
      },
    ],
    [
      'a meal deleted by another connection',
      async () => {
        await inTransaction(other, (trx) => deleteMeal(trx, elsewhere));
        await heardOf(other);
      },
    ],
  ];

  it.each(WRITES)(
    'after %s, the next pages count each total once between them and answer exactly',
    async (_name, write) => {
      await write();
      const after = await round();
      expect(after.bodies).toEqual(await reference());
      // Every live meal, lunch and breakfast: one statement each, shared by the pages at once.
      expect(after.countStatements).toHaveLength(3);
      expect((await round()).countStatements).toEqual([]);
    },
  );

  it("counts a search's matches, never the live total", async () => {
    await round();
    const { body, id } = await read({ search: 'lunch', limit: '2' });
    expect(body).toEqual(
      JSON.parse(
        JSON.stringify(
          await searchMealsBy(
            test.db,
            parseInput(allMealsQuerySchema, { search: 'lunch', limit: '2' }),
            titleSearchRoute,
          ),
        ),
      ),
    );
    expect(body).toMatchObject({ count: 3, total: 5 });
    expect(counts(statements.of(id))).toHaveLength(1);
  });
});
