// Two clients of one server: what one writes reaches the other through the live channel
// (socket 'sync:docs' → the pull stream). No sleeps: each test waits for its condition.
import { afterEach, beforeAll, afterAll, expect, it } from 'vitest';
import { likeId } from '@hostel/shared-schema';
import { signedInAs, signedInClient } from '../../../sync-server/src/test-support/accounts';
import { seedMeals, type SeedMeal } from '../../../sync-server/src/test-support/sync-data';
import {
  startTestServer,
  type TestServer,
} from '../../../sync-server/src/test-support/test-server';
import type { DataLayer } from './data-layer';
import { openClient, waitFor } from './test-support/clients';
import { addReview, likeUpcoming, setMealLike } from './writes';

let test: TestServer;
let meals: SeedMeal[];
const open: DataLayer[] = [];

let upcoming: SeedMeal[];

beforeAll(async () => {
  test = await startTestServer();
  meals = await seedMeals(test.db, 6);
  upcoming = await seedMeals(test.db, 2, { upcoming: true, titlePrefix: 'Soon' });
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((layer) => layer.close()));
});
afterAll(() => test.close());

async function client(session?: Awaited<ReturnType<typeof signedInAs>>) {
  const layer = await openClient({ url: test.url, session });
  open.push(layer);
  await layer.awaitPushed();
  return layer;
}

it('a like and a review made on one client arrive on the other', async () => {
  const a = await client(await signedInAs(test));
  const b = await client(await signedInAs(test));
  const meal = meals[0];

  await setMealLike(a, meal.id, true);
  await waitFor(async () => (await b.db.meals.findOne(meal.id).exec())?.likes === 1, {
    what: 'the like count on client B',
  });

  const review = await addReview(a, { mealId: meal.id, rating: 5, review: 'Lovely (really)' });
  const arrived = await waitFor(() => b.db.reviews.findOne(review._id).exec(), {
    what: 'the review on client B',
  });
  expect(arrived!.toJSON()).toMatchObject({
    review: 'Lovely (really)',
    rating: 5,
    mealId: meal.id,
  });
  await waitFor(async () => (await b.db.meals.findOne(meal.id).exec())?.numReviews === 1);
});

it('a like reaches the same user on another device, and only them', async () => {
  const session = await signedInAs(test);
  const phone = await client(session);
  const laptop = await client({ ...session, client: await signedInClient(test, session.user) });
  // Two databases of 5 collections each: the free RxDB build allows 13 at once, so the
  // stranger is checked through the pull endpoint itself.
  const stranger = await signedInAs(test);
  const meal = meals[1];

  await setMealLike(phone, meal.id, true);
  const like = await waitFor(
    () => laptop.db.likes.findOne(likeId('meal', meal.id, session.user.email)).exec(),
    { what: 'the like on the laptop' },
  );
  expect(like!.liked).toBe(true);
  await waitFor(async () => (await laptop.db.meals.findOne(meal.id).exec())?.likes === 1);
  const theirs = await stranger.client.get('/api/sync/likes/pull', { batchSize: 100 });
  expect(theirs.body.documents).toEqual([]);
});

it('a meal deleted by an admin disappears from every client', async () => {
  const admin = await signedInAs(test, 'admin');
  const a = await client(await signedInAs(test));
  const b = await client();
  const meal = meals[2];
  expect(await a.db.meals.findOne(meal.id).exec()).not.toBeNull();
  const res = await admin.client.delete(`/api/delete-a-meal-admin/${meal.id}`);
  expect(res.status).toBe(200);
  for (const layer of [a, b]) {
    await waitFor(async () => (await layer.db.meals.findOne(meal.id).exec()) === null, {
      what: 'the meal to disappear',
    });
  }
});

it('an upcoming meal like arrives on the other client, once however often it is made', async () => {
  const a = await client(await signedInAs(test));
  const b = await client();
  const soon = upcoming[0];
  await likeUpcoming(a, soon.id);
  await likeUpcoming(a, soon.id);
  await waitFor(async () => (await b.db.upcomingMeals.findOne(soon.id).exec())?.likes === 1, {
    what: 'the upcoming like count on client B',
  });
  await waitFor(() => a.status.value.pending === 0);
  const row = await test.db
    .selectFrom('upcoming_meals')
    .select('likes')
    .where('id', '=', soon.id)
    .executeTakeFirstOrThrow();
  expect(row.likes).toBe(1);
});
