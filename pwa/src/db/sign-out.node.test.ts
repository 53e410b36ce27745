// Sign-out removes the user's data from the device (likes, requested meals, writes still
// waiting) without sending anything in their name; signing in again brings their data back.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInAs } from '../../../sync-server/src/test-support/accounts';
import { seedMeals, type SeedMeal } from '../../../sync-server/src/test-support/sync-data';
import {
  startTestServer,
  type TestServer,
} from '../../../sync-server/src/test-support/test-server';
import type { DataLayer } from './data-layer';
import { openClient, waitFor, type NetworkSwitch } from './testing/clients';
import { addReview, setMealLike } from './writes';

let test: TestServer;
let meals: SeedMeal[];
let layer: DataLayer | undefined;

beforeAll(async () => {
  test = await startTestServer();
  meals = await seedMeals(test.db, 3);
});
afterAll(async () => {
  await layer?.close();
  await test.close();
});

it('sign-out empties the per-user data and drops waiting writes; sign-in restores', async () => {
  const session = await signedInAs(test, 'general', { badge: 'x-gold' });
  const made = await session.client.post('/api/add-requested-meal', {
    name: session.user.name,
    email: session.user.email,
    mealId: meals[0].id,
    mealTitle: meals[0].title,
    status: 'pending',
  });
  expect(made.status).toBeLessThan(300);
  const net: NetworkSwitch = { offline: false };
  layer = await openClient({ url: test.url, session, network: net });
  const current = layer;
  await setMealLike(current, meals[1].id, true);
  await waitFor(async () => (await current.db.requestedMeals.count().exec()) === 1);
  await waitFor(() => current.status.value.pending === 0);

  net.offline = true;
  const review = await addReview(current, { mealId: meals[2].id, rating: 4, review: 'Unsent' });
  expect(current.status.value.pending).toBe(1);

  await current.setUser(null, { flushTimeoutMs: 100 });
  expect(await current.db.likes.count().exec()).toBe(0);
  expect(await current.db.requestedMeals.count().exec()).toBe(0);
  expect(await current.db.reviews.findOne(review._id).exec()).toBeNull();
  expect(current.status.value).toMatchObject({ signedIn: false, pending: 0, rejections: [] });

  net.offline = false;
  current.resync();
  await current.awaitPushed();
  expect(await current.db.meals.count().exec()).toBe(3);
  const rows = await test.db.selectFrom('reviews').selectAll().execute();
  expect(rows.find((row) => row.id === review._id)).toBeUndefined();

  await current.setUser({ email: session.user.email, name: session.user.name, photo: '' });
  await waitFor(async () => (await current.db.likes.count().exec()) === 1, {
    what: 'the likes back after sign-in',
  });
  await waitFor(async () => (await current.db.requestedMeals.count().exec()) === 1);
});
