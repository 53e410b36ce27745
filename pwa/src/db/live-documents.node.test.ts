// Live documents on real clients of a real server: once a client follows the live channel, the
// changed documents it receives are applied without a single pull request; a client whose
// socket was down while changes happened catches up by pulling, and ends equal to the server.
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { likeId } from '@hostel/shared-schema';
import { signedInAs } from '../../../sync-server/src/test-support/accounts';
import { seedMeals, type SeedMeal } from '../../../sync-server/src/test-support/sync-data';
import {
  startTestServer,
  type TestServer,
} from '../../../sync-server/src/test-support/test-server';
import type { ApiClient } from '../../../sync-server/src/test-support/api-client';
import type { CollectionName } from './collections';
import type { DataLayer } from './data-layer';
import { openClient, waitFor } from './test-support/clients';

let test: TestServer;
let meals: SeedMeal[];
const open: DataLayer[] = [];
let blockSockets = false;

beforeAll(async () => {
  test = await startTestServer();
  meals = await seedMeals(test.db, 8);
  // Lets a test keep sockets from (re)connecting, to open a gap in the live channel. Refused at
  // the transport, before the server's own socket middlewares: a handshake refused after the
  // per-user socket cap counted it would never be uncounted, and enough reconnection attempts
  // would lock the account out of the live channel.
  test.server.io.engine.use((_req: unknown, _res: unknown, next: (error?: Error) => void) =>
    blockSockets ? next(new Error('blocked by the test')) : next(),
  );
});
afterEach(async () => {
  blockSockets = false;
  await Promise.all(open.splice(0).map((layer) => layer.close()));
});
afterAll(() => test.close());

type Session = Awaited<ReturnType<typeof signedInAs>>;

async function countingClient(session?: Session) {
  const pulls: string[] = [];
  const layer = await openClient({
    url: test.url,
    session,
    onRequest: (url) => {
      if (url.includes('/pull')) pulls.push(url);
    },
  });
  open.push(layer);
  await waitFor(() => layer.liveConnected, { what: 'the live channel' });
  await layer.awaitPushed();
  return { layer, pulls };
}

const like = (session: Session, mealId: string) =>
  session.client.put('/api/inc-like', { id: mealId, email: session.user.email });

/** Every document of a collection as the server's pull gives it (tombstones left out). */
async function serverDocs(client: ApiClient, collection: string) {
  const docs: Record<string, unknown>[] = [];
  let checkpoint: { id: string; seq: number } | null = null;
  for (;;) {
    const page: { body: any } = await client.get(`/api/sync/${collection}/pull`, {
      batchSize: 1000,
      ...(checkpoint ?? {}),
    });
    docs.push(...(page.body.documents as Record<string, unknown>[]));
    if (page.body.documents.length < 1000) break;
    checkpoint = page.body.checkpoint;
  }
  return docs
    .filter((doc) => !doc._deleted)
    .map(({ _deleted, ...doc }) => doc)
    .sort((a, b) => String(a._id).localeCompare(String(b._id)));
}

async function clientDocs(layer: DataLayer, name: CollectionName) {
  const docs = await (layer.db[name] as DataLayer['db']['meals']).find().exec();
  return docs
    .map((doc) => doc.toJSON() as Record<string, unknown>)
    .sort((a, b) => String(a._id).localeCompare(String(b._id)));
}

it('applies live documents without pulling, for public and own collections alike', async () => {
  const resident = await signedInAs(test);
  const writer = await signedInAs(test);
  const { layer, pulls } = await countingClient(resident);

  // A first change settles the connection's own catch-up pull, if one is still under way.
  await like(writer, meals[0].id);
  await waitFor(async () => (await layer.db.meals.findOne(meals[0].id).exec())?.likes === 1);
  const pullsBefore = pulls.length;

  await like(writer, meals[1].id);
  await like(resident, meals[2].id);
  const review = await writer.client.post('/api/add-review', {
    mealId: meals[1].id,
    rating: 4,
    review: 'Arrived live',
  });
  expect(review.status).toBe(201);
  await waitFor(async () => (await layer.db.meals.findOne(meals[1].id).exec())?.likes === 1);
  await waitFor(async () => (await layer.db.meals.findOne(meals[2].id).exec())?.likes === 1);
  const ownLike = await waitFor(() =>
    layer.db.likes.findOne(likeId('meal', meals[2].id, resident.user.email)).exec(),
  );
  expect(ownLike!.liked).toBe(true);
  await waitFor(async () => (await layer.db.reviews.find().exec()).length === 1);
  expect(pulls.slice(pullsBefore)).toEqual([]);
  // Never someone else's like: the writer's likes stayed on the server.
  expect((await layer.db.likes.find().exec()).map((doc) => doc.email)).toEqual([
    resident.user.email,
  ]);
});

it('catches up by pulling after missing live documents while disconnected', async () => {
  const resident = await signedInAs(test);
  const admin = await signedInAs(test, 'admin');
  const { layer, pulls } = await countingClient(resident);

  blockSockets = true;
  // As a dropped network would: the transport closes, and the client keeps trying to reconnect.
  for (const socket of test.server.io.of('/').sockets.values()) socket.conn.close();
  await waitFor(() => !layer.liveConnected, { what: 'the socket to drop' });

  // Changes the client cannot hear: public ones, its own (made on another device) and a delete.
  await like(resident, meals[3].id);
  await like(admin, meals[4].id);
  await admin.client.post('/api/add-review', { mealId: meals[3].id, rating: 5, review: 'Gap' });
  await admin.client.delete(`/api/delete-a-meal-admin/${meals[5].id}`);
  expect(await layer.db.meals.findOne(meals[5].id).exec()).not.toBeNull();
  const pullsBefore = pulls.length;

  blockSockets = false;
  await waitFor(() => layer.liveConnected, { what: 'the socket to come back' });
  await waitFor(async () => (await layer.db.meals.findOne(meals[5].id).exec()) === null, {
    what: 'the deleted meal to go',
  });
  await layer.awaitPushed();
  expect(pulls.length).toBeGreaterThan(pullsBefore);

  const pairs: [CollectionName, string][] = [
    ['meals', 'meals'],
    ['reviews', 'reviews'],
    ['upcomingMeals', 'upcoming-meals'],
    ['likes', 'likes'],
    ['requestedMeals', 'requested-meals'],
  ];
  for (const [name, sync] of pairs) {
    await waitFor(
      async () =>
        JSON.stringify(await clientDocs(layer, name)) ===
        JSON.stringify(await serverDocs(resident.client, sync)),
      { what: `${name} equal to the server` },
    );
  }
  expect((await clientDocs(layer, 'likes')).length).toBe(1);
});
