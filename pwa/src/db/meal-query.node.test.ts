// The local meal list query gives the same meals in the same order as the server's /all-meals
// (price, then _id; search case-insensitive and literal), for every filter and both orders —
// both the Mango query over RxDB and the in-memory index the list uses.
import { filter, firstValueFrom } from 'rxjs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newId } from '../../../sync-server/src/db/ids';
import { nextSeq } from '../../../sync-server/src/db/sequence';
import { writeTransaction } from '../../../sync-server/src/db/write-transaction';
import { seedMeals } from '../../../sync-server/src/test-support/sync-data';
import {
  startTestServer,
  type TestServer,
} from '../../../sync-server/src/test-support/test-server';
import type { DataLayer } from './data-layer';
import { MealIndex } from './meal-index';
import { mealsMangoQuery, type MealsQueryInput } from './meal-query';
import { openClient } from './test-support/clients';

let test: TestServer;
let layer: DataLayer;

const TRICKY_TITLES = [
  'Dal (spicy)',
  'Rice.* special',
  'Mixed [veg] bowl',
  'DAL fry',
  '100% Juice',
  'a_b',
];

beforeAll(async () => {
  test = await startTestServer();
  await seedMeals(test.db, 40);
  await writeTransaction(test.db, async (trx) => {
    for (const [i, title] of TRICKY_TITLES.entries()) {
      await trx
        .insertInto('meals')
        .values({
          id: newId(),
          meal_title: title,
          meal_type: ['breakfast', 'lunch', 'dinner'][i % 3],
          price: 37 * (i % 2), // ties with seeded meals
          meal_image: 'https://images.example/x.png',
          ingredients: '["x"]',
          description: 'd',
          rating: 3,
          post_time: 1,
          likes: 0,
          num_reviews: 0,
          distributor_name: 'A',
          distributor_email: 'a@hostel.test',
          seq: await nextSeq(trx),
        })
        .execute();
    }
  });
  layer = await openClient({ url: test.url });
  await layer.awaitPushed();
});
afterAll(async () => {
  await layer.close();
  await test.close();
});

const cases: MealsQueryInput[] = [
  {},
  { sort: 'h2l' },
  { category: 'lunch' },
  { category: 'dinner', sort: 'h2l' },
  { search: 'dal' },
  { search: '  MEAL 1 ' },
  { search: '(' },
  { search: '.*' },
  { search: '[veg]' },
  { search: '%' },
  { search: '_' },
  { search: 'meal', category: 'breakfast', sort: 'h2l' },
  { search: 'nothing like this' },
];

it.each(cases)('same meals in the same order as /all-meals: %o', async (input) => {
  const local = (await layer.db.meals.find(mealsMangoQuery(input)).exec()).map((doc) => doc._id);
  const { index, close } = MealIndex.open(layer.db);
  const inMemory = await firstValueFrom(index.query$(input).pipe(filter((answer) => !!answer)));
  close();
  expect(inMemory!.meals.map((meal) => meal._id)).toEqual(local);
  expect(inMemory!.meals).toEqual(
    (await layer.db.meals.find(mealsMangoQuery(input)).exec()).map((doc) => doc.toJSON()),
  );
  const res = await test.client().get('/api/all-meals', {
    search: input.search ?? '',
    category: input.category ?? 'all',
    sbp: input.sort ?? 'l2h',
    page: 0,
    limit: 50,
  });
  expect(res.status).toBe(200);
  expect(local).toEqual(res.body.meals.map((meal: any) => meal._id));
  expect(local.length).toBe(res.body.count);
});
