// The real schema bump (meals and upcoming meals, version 0 → 1: the food labels).
// 1. Documents stored under version 0 get "not labelled" (diet null, halal false, allergens
//    null) and keep every other field; a document that already carried labels keeps them.
// 2. A device with stored meals AND waiting writes (a like and a review made offline) upgrades:
//    every local document is still there, the writes still wait, then reach the server once.
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { createRxDatabase, type RxJsonSchema } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { expect, it } from 'vitest';
import { RX_SCHEMAS } from '@hostel/shared-schema';
import { seedMeals } from '../../../sync-server/src/test-support/sync-data';
import { findLiveMealRow } from '../../../sync-server/src/domain/meals/meal-repository';
import { signedInAs } from '../../../sync-server/src/test-support/accounts';
import { mealBody } from '../../../sync-server/src/test-support/meal-fixtures';
import { collectionCreator } from './collections';
import { upgradeKeepsWaitingWrites, upgradeTestFixture } from './test-support/schema-upgrade';
import { MEALS_V0, UPCOMING_MEALS_V0 } from './test-support/meal-schemas-v0';
import { waitFor } from './test-support/clients';
import { addReview, setMealLike } from './writes';

const { open, startServer } = upgradeTestFixture('labels-upgrade');

const NOT_LABELLED = { diet: null, halal: false, allergens: null };
const meal = {
  _id: 'm1',
  mealTitle: 'Dal',
  mealType: 'lunch',
  price: 40,
  mealImage: 'https://images.example/dal.png',
  ingredients: ['lentils'],
  description: 'Lentils',
  rating: 3,
  postTime: 1_700_000_000_000,
  likes: 2,
  numReviews: 0,
  distributorName: 'Admin',
  distributorEmail: 'admin@hostel.test',
};
const noop = {
  isEqual: () => true,
  resolve: async (i: { realMasterState: never }) => i.realMasterState,
};

it('migrates version 0 meals and upcoming meals: not labelled, every other field kept', async () => {
  const storage = getRxStorageDexie({ indexedDB, IDBKeyRange });
  const name = `labels${Date.now()}`;
  const old = await createRxDatabase({ name, storage, multiInstance: false });
  await old.addCollections({
    meals: { schema: MEALS_V0.schema as RxJsonSchema<any> },
    upcomingMeals: { schema: UPCOMING_MEALS_V0.schema as RxJsonSchema<any> },
  });
  const labelled = { ...meal, _id: 'm2', diet: 'vegan', halal: true, allergens: [] };
  await old.meals.bulkInsert([meal, labelled]);
  await old.upcomingMeals.insert({ _id: 'u1', likes: 1, mainMealData: { ...meal } });
  await old.close();

  const next = await createRxDatabase({ name, storage, multiInstance: false });
  await next.addCollections({
    meals: collectionCreator('meals', noop as never),
    upcomingMeals: collectionCreator('upcomingMeals', noop as never),
  });
  expect(next.meals.schema.version).toBe(RX_SCHEMAS.meals.version);
  const docs = (await next.meals.find().exec()).map((doc) => doc.toJSON());
  expect(docs.sort((a, b) => a._id.localeCompare(b._id))).toEqual([
    { ...meal, ...NOT_LABELLED },
    labelled,
  ]);
  expect((await next.upcomingMeals.findOne('u1').exec())?.toJSON()).toEqual({
    _id: 'u1',
    likes: 1,
    mainMealData: { ...meal, ...NOT_LABELLED },
  });
  await next.close();
});

it('keeps stored meals and waiting writes through the upgrade; the writes then sync', async () => {
  const server = await startServer();
  const meals = await seedMeals(server.db, 3);
  await seedMeals(server.db, 2, { upcoming: true, titlePrefix: 'Soon' });
  let reviewId = '';
  const newApp = await upgradeKeepsWaitingWrites({
    server,
    before: { meals: MEALS_V0, upcomingMeals: UPCOMING_MEALS_V0 },
    after: {},
    // The shipped old app is a production build: it stores the labels a newer server already
    // sends, though its schema does not name them (dev-mode validation would refuse the pull).
    oldAppValidates: false,
    waiting: 2,
    open,
    synced: async (layer) =>
      (await layer.db.meals.count().exec()) === 3 &&
      (await layer.db.upcomingMeals.count().exec()) === 2,
    write: async (layer) => {
      reviewId = (await addReview(layer, { mealId: meals[0].id, rating: 5, review: 'Kept' }))._id;
      await setMealLike(layer, meals[1].id, true);
    },
  });
  // Every local document survived the migration, labels "not labelled" as on the server.
  expect(newApp.db.meals.schema.version).toBe(1);
  const local = (await newApp.db.meals.find().exec()).map((doc) => doc.toJSON());
  expect(local.map((doc) => doc._id).sort()).toEqual(meals.map((m) => m.id).sort());
  for (const doc of local) expect(doc).toMatchObject(NOT_LABELLED);
  expect(await newApp.db.upcomingMeals.count().exec()).toBe(2);
  expect((await newApp.db.reviews.findOne(reviewId).exec())?.review).toBe('Kept');
  // The waiting writes arrived once.
  const reviews = await server.db
    .selectFrom('reviews')
    .selectAll()
    .where('id', '=', reviewId)
    .execute();
  expect(reviews).toHaveLength(1);
  const liked = await findLiveMealRow(server.db, 'meals', meals[1].id);
  expect(Number(liked?.likes)).toBe(1);
  expect(newApp.status.value.rejections).toEqual([]);

  // Labels an admin gives later (the real edit call) reach the upgraded device.
  const admin = await signedInAs(server, 'admin');
  const edit = await admin.client.patch(
    `/api/update-one-meal/${meals[2].id}`,
    mealBody({ diet: 'fish', halal: true, allergens: ['fish'] }),
  );
  expect(edit.body).toMatchObject({ modifiedCount: 1 });
  await waitFor(async () => (await newApp.db.meals.findOne(meals[2].id).exec())?.diet === 'fish', {
    what: 'the new labels to be pulled',
  });
  expect((await newApp.db.meals.findOne(meals[2].id).exec())?.toJSON()).toMatchObject({
    halal: true,
    allergens: ['fish'],
  });
}, 60_000);
