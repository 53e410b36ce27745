// A fresh client's first sync takes the meals before the reviews (data-layer.ts, `mealsFirst`),
// and that order never holds a write back: offline, the reviews replication does not wait for
// meals that cannot arrive, a review written meanwhile waits, and everything converges once the
// server answers.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInAs } from '../../../sync-server/src/test-support/accounts';
import { seedMeals, seedReviews } from '../../../sync-server/src/test-support/sync-data';
import {
  startTestServer,
  type TestServer,
} from '../../../sync-server/src/test-support/test-server';
import type { DataLayer } from './data-layer';
import { openClient, waitFor, type NetworkSwitch } from './test-support/clients';
import { addReview } from './writes';

const MEALS = 1200;
const REVIEWS = 600;
const PAGE = 250;

let test: TestServer;
const open = new Set<DataLayer>();
let mealIds: string[] = [];

beforeAll(async () => {
  test = await startTestServer();
  mealIds = (await seedMeals(test.db, MEALS)).map((meal) => meal.id);
  await seedReviews(test.db, mealIds, REVIEWS);
});
afterAll(async () => {
  await Promise.all([...open].map((layer) => layer.close()));
  await test.close();
});

const pullOf = (url: string) => /\/api\/sync\/([a-z-]+)\/pull/.exec(url)?.[1];

it('pulls every page of meals before the first page of reviews, then both match', async () => {
  const pulls: string[] = [];
  const layer = await openClient({
    url: test.url,
    pullBatchSize: PAGE,
    onRequest: (url) => {
      const collection = pullOf(url);
      if (collection) pulls.push(collection);
    },
  });
  open.add(layer);
  await waitFor(async () => (await layer.db.reviews.count().exec()) === REVIEWS, {
    timeoutMs: 60_000,
    what: 'every review on the device',
  });
  const firstReviews = pulls.indexOf('reviews');
  const mealsBefore = pulls.slice(0, firstReviews).filter((name) => name === 'meals').length;
  // 1,200 meals in pages of 250: four full pages and a short last one, all before any review.
  expect(mealsBefore).toBeGreaterThanOrEqual(Math.ceil(MEALS / PAGE));
  expect(await layer.db.meals.count().exec()).toBe(MEALS);
  const local = await layer.db.meals.find({ sort: [{ _id: 'asc' }] }).exec();
  expect(local.map((doc) => doc._id)).toEqual([...mealIds].sort());
}, 90_000);

it('offline, reviews do not wait for meals; a review written meanwhile is pushed', async () => {
  const network: NetworkSwitch = { offline: true };
  const pulls: string[] = [];
  const resident = await signedInAs(test);
  const layer = await openClient({
    url: test.url,
    session: resident,
    network,
    pullBatchSize: PAGE,
    onRequest: (url) => {
      const collection = pullOf(url);
      if (collection) pulls.push(collection);
    },
  });
  open.add(layer);
  // The meals pull failed, so the reviews replication tried too (and failed) instead of waiting.
  await waitFor(() => pulls.includes('reviews'), { what: 'a reviews pull while offline' });
  expect(await layer.db.meals.count().exec()).toBe(0);
  const review = await addReview(layer, { mealId: mealIds[0], rating: 5, review: 'Offline' });
  await waitFor(() => layer.status.value.pending === 1, { what: 'the review to wait' });

  network.offline = false;
  layer.resync();
  await layer.awaitPushed(60_000);
  await waitFor(async () => (await layer.db.reviews.count().exec()) === REVIEWS + 1, {
    timeoutMs: 60_000,
    what: 'every review, the new one included',
  });
  expect(await layer.db.meals.count().exec()).toBe(MEALS);
  await waitFor(() => layer.status.value.pending === 0, { what: 'nothing waiting' });
  const onServer = await test.client().get('/api/meal-wise-reviews', { id: mealIds[0] });
  expect(JSON.stringify(onServer.body)).toContain(review._id);
}, 90_000);
