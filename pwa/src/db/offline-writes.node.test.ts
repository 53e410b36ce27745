// Offline writes on Dexie (fake-indexeddb): likes and review add/edit/delete made while the
// server is stopped are written at once and counted as waiting, survive closing and reopening
// the database (a reload), and arrive exactly once when the server is back (same data directory,
// same port); counters end right on the server and on both clients.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { signedInAs } from '../../../sync-server/src/test-support/accounts';
import { seedMeals } from '../../../sync-server/src/test-support/sync-data';
import {
  startTestServer,
  type TestServer,
} from '../../../sync-server/src/test-support/test-server';
import type { DataLayer } from './data-layer';
import { openClient, waitFor } from './test-support/clients';
import { addReview, deleteReview, editReview, likeUpcoming, setMealLike } from './writes';

const dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-offline-'));
const open = new Set<DataLayer>();
let test: TestServer | undefined;

afterAll(async () => {
  await Promise.all([...open].map((layer) => layer.close()));
  await test?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function track(layer: Promise<DataLayer>) {
  const opened = await layer;
  open.add(opened);
  return opened;
}

async function closeLayer(layer: DataLayer) {
  open.delete(layer);
  await layer.close();
}

it('offline likes and reviews wait, survive a reload and arrive exactly once', async () => {
  test = await startTestServer({ DATA_DIR: dataDir });
  const port = test.server.port;
  const meals = await seedMeals(test.db, 8);
  const [soon] = await seedMeals(test.db, 1, { upcoming: true, titlePrefix: 'Soon' });
  const resident = await signedInAs(test);
  const observer = await signedInAs(test);
  const url = test.url;

  const dbName = `offline${Date.now()}`;
  let phone = await track(openClient({ url, session: resident, storage: 'dexie', name: dbName }));
  const other = await track(openClient({ url, session: observer }));
  await phone.awaitPushed();

  // Two reviews made online, before the server goes away.
  const kept = await addReview(phone, { mealId: meals[5].id, rating: 3, review: 'Fine' });
  const doomed = await addReview(phone, { mealId: meals[6].id, rating: 2, review: 'Meh' });
  await phone.awaitPushed();
  await waitFor(() => phone.status.value.pending === 0, { what: 'online writes to be pushed' });

  await test.close();
  test = undefined;

  for (const meal of meals.slice(0, 5)) await setMealLike(phone, meal.id, true);
  await likeUpcoming(phone, soon.id);
  const fresh = await addReview(phone, { mealId: meals[7].id, rating: 4, review: 'New (offline)' });
  await editReview(phone, fresh._id, { rating: 5, review: 'New, edited offline' });
  const scrapped = await addReview(phone, { mealId: meals[7].id, rating: 1, review: 'Oops' });
  await deleteReview(phone, scrapped._id);
  await editReview(phone, kept._id, { rating: 4, review: 'Better than I said' });
  await deleteReview(phone, doomed._id);

  // 5 likes + 1 upcoming like + the new review + the edit + the deletion (the scrapped review
  // never left).
  await waitFor(() => phone.status.value.pending === 9, { what: '9 waiting writes' });
  expect(phone.status.value.online).toBe(false);
  expect(phone.status.value.pendingKeys.has(`reviews:${fresh._id}`)).toBe(true);

  // A reload: close the database and open it again, still without a server.
  await closeLayer(phone);
  // Like the browser after a reload: the data layer knows whose data it holds before any
  // sign-in call can reach the server.
  phone = await track(
    openClient({ url, session: resident, storage: 'dexie', name: dbName, signIn: false }),
  );
  expect(phone.user?.email).toBe(resident.user.email);
  await waitFor(() => phone.status.value.pending === 9, { what: '9 waiting writes after reload' });
  expect((await phone.db.reviews.findOne(fresh._id).exec())?.review).toBe('New, edited offline');

  test = await startTestServer({ DATA_DIR: dataDir, PORT: String(port) });
  await waitFor(() => phone.status.value.pending === 0, { what: 'the writes to be pushed' });
  expect(phone.status.value.online).toBe(true);

  const server = test;
  const mealRow = (id: string) =>
    server.db.selectFrom('meals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  for (const meal of meals.slice(0, 5)) expect((await mealRow(meal.id)).likes).toBe(1);
  const upcomingRow = await server.db
    .selectFrom('upcoming_meals')
    .select('likes')
    .where('id', '=', soon.id)
    .executeTakeFirstOrThrow();
  expect(upcomingRow.likes).toBe(1);
  const likeRows = await server.db.selectFrom('meal_likes').selectAll().execute();
  expect(likeRows.filter((row) => row.user_email === resident.user.email)).toHaveLength(5);
  const reviews = await server.db.selectFrom('reviews').selectAll().execute();
  expect(reviews.find((row) => row.id === fresh._id)).toMatchObject({
    review: 'New, edited offline',
    rating: 5,
    deleted: 0,
  });
  expect(reviews.find((row) => row.id === kept._id)).toMatchObject({
    review: 'Better than I said',
    rating: 4,
  });
  expect(reviews.find((row) => row.id === doomed._id)).toMatchObject({ deleted: 1 });
  expect(reviews.find((row) => row.id === scrapped._id)).toBeUndefined();
  expect((await mealRow(meals[7].id)).num_reviews).toBe(1);
  expect((await mealRow(meals[6].id)).num_reviews).toBe(0);

  for (const layer of [phone, other]) {
    await waitFor(
      async () => {
        const docs = await layer.db.meals.findByIds(meals.map((meal) => meal.id)).exec();
        return (
          meals.slice(0, 5).every((meal) => docs.get(meal.id)?.likes === 1) &&
          docs.get(meals[7].id)?.numReviews === 1 &&
          docs.get(meals[6].id)?.numReviews === 0 &&
          (await layer.db.upcomingMeals.findOne(soon.id).exec())?.likes === 1
        );
      },
      { what: 'counters on both clients' },
    );
    await waitFor(async () => (await layer.db.reviews.findOne(doomed._id).exec()) === null);
    await waitFor(
      async () =>
        (await layer.db.reviews.findOne(fresh._id).exec())?.review === 'New, edited offline',
    );
  }
  expect(phone.status.value.rejections).toEqual([]);
}, 60_000);
