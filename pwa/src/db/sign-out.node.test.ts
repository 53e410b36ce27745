// Sign-out removes the user's data from the device (likes, requested meals, writes still
// waiting). Waiting writes are not lost: a sign-out while the server is unreachable waits for
// them to be pushed (the session still stands), unless the server refuses the session.
import { afterEach, beforeAll, afterAll, expect, it } from 'vitest';
import { signedInAs } from '../../../sync-server/src/test-support/accounts';
import { seedMeals, type SeedMeal } from '../../../sync-server/src/test-support/sync-data';
import {
  startTestServer,
  type TestServer,
} from '../../../sync-server/src/test-support/test-server';
import type { DataLayer } from './data-layer';
import { openClient, waitFor, type NetworkSwitch } from './test-support/clients';
import { addReview, setMealLike } from './writes';

let test: TestServer;
let meals: SeedMeal[];
let layer: DataLayer | undefined;

beforeAll(async () => {
  test = await startTestServer();
  meals = await seedMeals(test.db, 3);
});
afterEach(async () => {
  await layer?.close();
  layer = undefined;
});
afterAll(() => test.close());

async function residentWithData(net: NetworkSwitch) {
  const session = await signedInAs(test, 'general', { badge: 'x-gold' });
  const made = await session.client.post('/api/add-requested-meal', {
    name: session.user.name,
    email: session.user.email,
    mealId: meals[0].id,
    mealTitle: meals[0].title,
    status: 'pending',
  });
  expect(made.status).toBeLessThan(300);
  layer = await openClient({ url: test.url, session, network: net });
  const current = layer;
  await setMealLike(current, meals[1].id, true);
  await waitFor(async () => (await current.db.requestedMeals.count().exec()) === 1);
  await waitFor(() => current.status.value.pending === 0);
  return { session, current };
}

const reviewRow = (id: string) =>
  test.db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();

it('sign-out online empties the per-user data; sign-in brings it back', async () => {
  const net: NetworkSwitch = { offline: false };
  const { session, current } = await residentWithData(net);
  await current.setUser(null);
  expect(await current.db.likes.count().exec()).toBe(0);
  expect(await current.db.requestedMeals.count().exec()).toBe(0);
  expect(current.status.value).toMatchObject({ signedIn: false, pending: 0, rejections: [] });
  expect(current.user).toBeNull();

  await current.setUser({ email: session.user.email, name: session.user.name, photo: '' });
  await waitFor(async () => (await current.db.likes.count().exec()) === 1, {
    what: 'the likes back after sign-in',
  });
  await waitFor(async () => (await current.db.requestedMeals.count().exec()) === 1);
});

it('sign-out offline waits for the waiting writes, then empties the per-user data', async () => {
  const net: NetworkSwitch = { offline: false };
  const { current } = await residentWithData(net);
  net.offline = true;
  const review = await addReview(current, { mealId: meals[2].id, rating: 4, review: 'Queued' });
  await current.setUser(null, { flushTimeoutMs: 100 });
  expect(current.user).toBeNull();
  expect(current.status.value).toMatchObject({ signedIn: false, pending: 1 });
  expect(await current.db.reviews.findOne(review._id).exec()).not.toBeNull();

  net.offline = false;
  current.resync();
  await waitFor(async () => (await current.db.likes.count().exec()) === 0, {
    what: 'the per-user data to go once the write is out',
  });
  expect(await reviewRow(review._id)).toMatchObject({ review: 'Queued', deleted: 0 });
  expect(current.status.value.pending).toBe(0);
});

it('a waiting write is dropped with the user when the server refuses the session', async () => {
  const net: NetworkSwitch = { offline: false };
  const { session, current } = await residentWithData(net);
  net.offline = true;
  const review = await addReview(current, { mealId: meals[2].id, rating: 2, review: 'Never sent' });
  await current.setUser(null, { flushTimeoutMs: 100 });
  expect(current.status.value.pending).toBe(1);

  // The account goes away meanwhile: its session is no longer valid.
  await test.db.deleteFrom('users').where('id', '=', session.user.id).execute();
  net.offline = false;
  current.resync();
  await waitFor(async () => (await current.db.reviews.findOne(review._id).exec()) === null, {
    what: 'the unsendable write to be dropped',
  });
  expect(await current.db.likes.count().exec()).toBe(0);
  expect(current.status.value.pending).toBe(0);
  expect(await reviewRow(review._id)).toBeUndefined();
  await current.awaitPushed();
  expect(await current.db.meals.count().exec()).toBe(3);
});
