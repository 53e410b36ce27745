// An app upgrade that bumps a collection's schema keeps the writes still waiting on the device.
// A client on Dexie (fake-indexeddb) writes offline under the shipped
// schema, closes (the old app), and opens again with the schema one version up and a migration
// step (the new app): RxDB migrates the documents and the replication's meta data, the writes are
// still counted as waiting, and they reach the real server exactly once.
// The steps live in testing/schema-upgrade.ts, for a real schema bump to reuse.
import { expect, it } from 'vitest';
import { seedMeals } from '../../../sync-server/src/test-support/sync-data';
import {
  bumped,
  upgradeKeepsWaitingWrites,
  upgradeTestFixture,
} from './test-support/schema-upgrade';
import { addReview, setMealLike } from './writes';

const { open, startServer } = upgradeTestFixture('upgrade');

it('keeps a waiting review and like through a schema migration, and sends them once', async () => {
  const server = await startServer();
  const meals = await seedMeals(server.db, 3);
  const reviews = bumped('reviews', (doc) => ({ ...doc, review: `${String(doc.review)}` }));
  const likes = bumped('likes');
  let reviewId = '';
  const newApp = await upgradeKeepsWaitingWrites({
    server,
    before: { reviews: reviews.before, likes: likes.before },
    after: { reviews: reviews.after, likes: likes.after },
    waiting: 2,
    open,
    write: async (layer) => {
      reviewId = (await addReview(layer, { mealId: meals[0].id, rating: 4, review: 'Before v2' }))
        ._id;
      await setMealLike(layer, meals[1].id, true);
    },
  });
  expect(newApp.db.reviews.schema.version).toBe(reviews.after.schema.version);
  const rows = await server.db.selectFrom('reviews').selectAll().where('deleted', '=', 0).execute();
  expect(rows.filter((row) => row.review === 'Before v2')).toHaveLength(1);
  expect(rows.find((row) => row.id === reviewId)).toBeDefined();
  const meal = await server.db
    .selectFrom('meals')
    .select(['likes', 'num_reviews'])
    .where('id', 'in', [meals[0].id, meals[1].id])
    .orderBy('id')
    .execute();
  expect(meal.map((row) => row.num_reviews + row.likes)).toEqual([1, 1]);
  expect(newApp.status.value.rejections).toEqual([]);
}, 60_000);
