// A fresh client (memory storage) pulls a large data set and holds exactly the server's state.
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  startTestServer,
  type TestServer,
} from '../../../sync-server/src/test-support/test-server';
import { seedMeals, seedReviews } from '../../../sync-server/src/test-support/sync-data';
import type { DataLayer } from './data-layer';
import { openClient } from './test-support/clients';

let test: TestServer;
let layer: DataLayer | undefined;

beforeAll(async () => {
  test = await startTestServer();
  const meals = await seedMeals(test.db, 1000);
  await seedReviews(
    test.db,
    meals.map((meal) => meal.id),
    5000,
  );
});
afterAll(async () => {
  await layer?.close();
  await test.close();
});

async function serverDocs(collection: string) {
  const docs = new Map<string, any>();
  let checkpoint: any = {};
  for (;;) {
    const res = await test
      .client()
      .get(`/api/sync/${collection}/pull`, { ...checkpoint, batchSize: 1000 });
    for (const doc of res.body.documents) docs.set(doc._id, doc);
    if (res.body.documents.length < 1000) return [...docs.values()].filter((doc) => !doc._deleted);
    checkpoint = res.body.checkpoint;
  }
}

const strip = (doc: any) => {
  const { _deleted, ...rest } = doc;
  void _deleted;
  return rest;
};

it('pulls 1,000 meals and 5,000 reviews and matches the server exactly', async () => {
  layer = await openClient({ url: test.url });
  await layer.awaitPushed(60_000);
  const [meals, reviews] = await Promise.all([
    layer.db.meals.find({ sort: [{ _id: 'asc' }] }).exec(),
    layer.db.reviews.find({ sort: [{ _id: 'asc' }] }).exec(),
  ]);
  const [serverMeals, serverReviews] = await Promise.all([
    serverDocs('meals'),
    serverDocs('reviews'),
  ]);
  expect(meals).toHaveLength(1000);
  expect(reviews).toHaveLength(5000);
  const byId = (a: any, b: any) => (a._id < b._id ? -1 : 1);
  expect(meals.map((doc) => doc.toJSON())).toEqual(serverMeals.map(strip).sort(byId));
  expect(reviews.map((doc) => doc.toJSON())).toEqual(serverReviews.map(strip).sort(byId));
}, 120_000);
