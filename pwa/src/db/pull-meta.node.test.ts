// Fewer replication meta rows (pull-meta.ts), against a real server: a first sync stores the
// assumed server state of the user's own documents only; what it no longer stores is answered
// from the document while the device has not changed it, so server changes still arrive,
// nothing pulled is pushed back, and the waiting count stays right, also for a user who signs in
// after their own reviews were pulled. (A meal changed on the device being refused is in
// conflicts.node.test.ts.)
import {
  normalizeMangoQuery,
  prepareQuery,
  type RxStorageInstance,
  type RxDocumentData,
} from 'rxdb';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { signedInAs } from '../../../sync-server/src/test-support/accounts';
import { seedMeals, seedReviews } from '../../../sync-server/src/test-support/sync-data';
import {
  startTestServer,
  type TestServer,
} from '../../../sync-server/src/test-support/test-server';
import type { CollectionName } from './collections';
import type { DataLayer } from './data-layer';
import type { MetaInstance } from './leadership';
import { openClient, waitFor } from './test-support/clients';
import { editReview } from './writes';

let test: TestServer;
let session: Awaited<ReturnType<typeof signedInAs>>;
let mealIds: string[];
const open: DataLayer[] = [];

beforeAll(async () => {
  test = await startTestServer();
  mealIds = (await seedMeals(test.db, 12)).map((meal) => meal.id);
  session = await signedInAs(test);
  await seedReviews(test.db, mealIds, 30);
  const { email, name, photo } = session.user;
  await seedReviews(test.db, mealIds.slice(0, 2), 2, { email, name, photo });
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((layer) => layer.close()));
});
afterAll(() => test.close());

async function client(options: { signIn?: boolean } = {}): Promise<DataLayer> {
  const layer = await openClient({ url: test.url, session, ...options });
  open.push(layer);
  await waitFor(async () => (await layer.db.reviews.count().exec()) === 32, { what: 'reviews' });
  await waitFor(async () => (await layer.db.meals.count().exec()) === 12, { what: 'meals' });
  await layer.awaitPushed();
  return layer;
}

function metaOf(layer: DataLayer, name: CollectionName): MetaInstance {
  const replications = (layer as unknown as { replications: Map<string, any> }).replications;
  return replications.get(name)!.state.metaInstance as MetaInstance;
}

/** The ids of the meta rows really stored (a query: never answered from the document). */
async function storedRowIds(layer: DataLayer, name: CollectionName): Promise<string[]> {
  const meta = metaOf(layer, name) as unknown as RxStorageInstance<any, unknown, unknown>;
  const query = normalizeMangoQuery<any>(meta.schema, { selector: { isCheckpoint: '0' } });
  const { documents } = await meta.query(prepareQuery(meta.schema, query));
  return (documents as RxDocumentData<{ itemId: string }>[]).map((row) => row.itemId).sort();
}

async function ownReviewIds(layer: DataLayer): Promise<string[]> {
  const own = await layer.db.reviews.find({ selector: { email: session.user.email } }).exec();
  return own.map((review) => review._id).sort();
}

it('a first sync stores meta rows for own reviews only; server changes still arrive', async () => {
  const pushes: string[] = [];
  const phone = await openClient({
    url: test.url,
    session,
    onRequest: (url) => void (url.includes('/push') && pushes.push(url)),
  });
  open.push(phone);
  await waitFor(async () => (await phone.db.reviews.count().exec()) === 32, { what: 'reviews' });
  await phone.awaitPushed();

  const own = await ownReviewIds(phone);
  expect(own).toHaveLength(2);
  expect(await storedRowIds(phone, 'meals')).toEqual([]);
  expect(await storedRowIds(phone, 'reviews')).toEqual(own);
  expect(phone.status.value.pending).toBe(0);

  // The assumed server state of a pulled meal is answered from the meal itself.
  const meta = metaOf(phone, 'meals');
  const [row] = await meta.findDocumentsById([`${mealIds[0]}|0`], true);
  expect(row?.docData).toMatchObject({ _id: mealIds[0], likes: 0, _deleted: false });

  // A change on the server reaches the device (the downstream knows the meal as pulled).
  const liked = await session.client.put('/api/inc-like', {
    id: mealIds[3],
    email: session.user.email,
  });
  expect(liked.status).toBe(200);
  phone.resync();
  await waitFor(async () => (await phone.db.meals.findOne(mealIds[3]).exec())?.likes === 1, {
    what: 'the new like count on the device',
  });
  // Still nothing stored for it, and nothing pulled was ever pushed back.
  expect(await storedRowIds(phone, 'meals')).toEqual([]);
  expect(pushes).toEqual([]);
  expect(phone.status.value.rejections).toEqual([]);
});

it('own reviews pulled while signed out are not counted as waiting; an edit is', async () => {
  const phone = await client({ signIn: false });
  expect(await storedRowIds(phone, 'reviews')).toEqual([]);
  await phone.setUser({
    email: session.user.email,
    name: session.user.name,
    photo: session.user.photo,
  });
  await waitFor(() => phone.status.value.pendingKnown, { what: 'the first count' });
  expect(phone.status.value.pending).toBe(0);

  const [first] = await ownReviewIds(phone);
  await editReview(phone, first!, { rating: 5, review: 'Changed my mind' });
  await waitFor(
    async () => {
      const row = await test.db
        .selectFrom('reviews')
        .selectAll()
        .where('id', '=', first!)
        .executeTakeFirst();
      return row?.review === 'Changed my mind' && row.rating === 5;
    },
    { what: 'the edit on the server' },
  );
  await waitFor(() => phone.status.value.pending === 0, { what: 'nothing left waiting' });
  // The push stored the server's answer as a row, as RxDB always does.
  expect(await storedRowIds(phone, 'reviews')).toEqual([first]);
  expect(phone.status.value.rejections).toEqual([]);
});
