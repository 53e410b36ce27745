// Pull-only replications (replication.ts), against a real server: a collection the device only
// reads stores no assumed server state (RxDB's meta rows) for its documents, server changes still
// arrive and nothing pulled is pushed back; a collection it writes (reviews) keeps RxDB's rows,
// so the waiting count stays right, also for a user who signs in after their own reviews were
// pulled. (A meal changed on the device itself is in conflicts.node.test.ts.)
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
import { openClient, openClientListingPushes, waitFor } from './test-support/clients';
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

it('a first sync stores no meta rows for what the device only reads; changes still arrive', async () => {
  const { layer: phone, pushes } = await openClientListingPushes({ url: test.url, session });
  open.push(phone);
  await waitFor(async () => (await phone.db.reviews.count().exec()) === 32, { what: 'reviews' });
  await phone.awaitPushed();

  expect(await ownReviewIds(phone)).toHaveLength(2);
  expect(await storedRowIds(phone, 'meals')).toEqual([]);
  // Reviews are written on devices: RxDB keeps the assumed server state of each one.
  expect(await storedRowIds(phone, 'reviews')).toHaveLength(32);
  expect(phone.status.value.pending).toBe(0);

  // A change on the server reaches the device.
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
  // The push stored the server's answer as the review's row, as RxDB always does.
  const [row] = await metaOf(phone, 'reviews').findDocumentsById([`${first!}|0`], false);
  expect(row?.docData).toMatchObject({ _id: first, rating: 5, review: 'Changed my mind' });
  expect(phone.status.value.rejections).toEqual([]);
});
