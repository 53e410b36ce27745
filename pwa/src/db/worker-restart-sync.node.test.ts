// The data layer on a storage worker that ends (test-support/storage-workers.ts), against a real
// server: replication carries on on the new worker. A like made after the end, and a like the
// old worker never got, are each written once on the device and pushed once; the meal's count
// is right on the server and comes back to the device.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInAs } from '../../../sync-server/src/test-support/accounts';
import { seedMeals, type SeedMeal } from '../../../sync-server/src/test-support/sync-data';
import {
  startTestServer,
  type TestServer,
} from '../../../sync-server/src/test-support/test-server';
import { openClient, waitFor } from './test-support/clients';
import { testWorkers } from './test-support/storage-workers';
import { setMealLike } from './writes';

let test: TestServer;
let meals: SeedMeal[];

beforeAll(async () => {
  test = await startTestServer();
  meals = await seedMeals(test.db, 3);
});
afterAll(() => test.close());

const likesOnServer = async (mealId: string) =>
  (
    await test.db
      .selectFrom('meals')
      .select('likes')
      .where('id', '=', mealId)
      .executeTakeFirstOrThrow()
  ).likes;

it('pushes a like made after the worker ended, and a like in flight when it ended', async () => {
  const resident = await signedInAs(test);
  const workers = testWorkers();
  const layer = await openClient({ url: test.url, session: resident, storage: workers.storage });
  try {
    await layer.awaitPushed();
    await waitFor(async () => (await layer.db.meals.count().exec()) === 3, {
      what: 'the first sync',
    });

    workers.current().end();
    await waitFor(() => workers.started.length === 2, { what: 'a new worker' });
    await setMealLike(layer, meals[0].id, true);
    await waitFor(async () => (await likesOnServer(meals[0].id)) === 1, {
      what: 'the like made after the end on the server',
    });

    // The like's write is on its way to the worker when it ends.
    workers
      .current()
      .endAt(
        (message, way) =>
          way === 'to-worker' &&
          message.method === 'bulkWrite' &&
          (message.params as [{ document: { targetId?: string } }[]])[0].some(
            (row) => row.document.targetId === meals[1].id,
          ),
      );
    await setMealLike(layer, meals[1].id, true);
    expect(workers.started.length).toBe(3);
    await waitFor(async () => (await likesOnServer(meals[1].id)) === 1, {
      what: 'the like in flight at the end on the server',
    });
    await waitFor(() => layer.status.value.pending === 0, { what: 'nothing left waiting' });

    const rows = await test.db
      .selectFrom('meal_likes')
      .selectAll()
      .where('user_email', '=', resident.user.email)
      .execute();
    expect(rows).toHaveLength(2);
    expect(await likesOnServer(meals[2].id)).toBe(0);
    await waitFor(async () => (await layer.db.meals.findOne(meals[1].id).exec())?.likes === 1, {
      what: "the meal's count back on the device",
    });
    const like = await layer.db.likes.find({ selector: { targetId: meals[1].id } }).exec();
    expect(like.map((doc) => [doc.liked, doc.revision.split('-')[0]])).toEqual([[true, '1']]);
  } finally {
    await layer.close();
  }
});
