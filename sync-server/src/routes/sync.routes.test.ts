// Replication endpoints against a real server: checkpointed pulls honouring batchSize, permission
// filtering, pushes applied through the domain rules, idempotent replays, conflicts, refusals with
// their reasons, and tombstones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likeId, SYNC_REJECTED_HEADER } from '@hostel/shared-schema';
import { signedInAs } from '../test-support/accounts';
import { seedMeals, seedReviews, type SeedMeal } from '../test-support/sync-data';
import { startTestServer, type TestServer } from '../test-support/test-server';
import type { ApiClient } from '../test-support/api-client';

let test: TestServer;
let meals: SeedMeal[];

beforeAll(async () => {
  test = await startTestServer();
  meals = await seedMeals(test.db, 25);
});
afterAll(() => test.close());

async function pullAll(client: ApiClient, collection: string, batchSize: number) {
  const docs: any[] = [];
  let checkpoint: any = null;
  for (;;) {
    const res = await client.get(`/api/sync/${collection}/pull`, { ...checkpoint, batchSize });
    expect(res.status).toBe(200);
    docs.push(...res.body.documents);
    if (res.body.documents.length > 0) checkpoint = res.body.checkpoint;
    if (res.body.documents.length < batchSize) return { docs, checkpoint };
  }
}

const mealDoc = async (id: string) =>
  (await pullAll(test.client(), 'meals', 1000)).docs.find((doc) => doc._id === id);

describe('pull', () => {
  it('pages by checkpoint with exactly batchSize documents, no seq in documents', async () => {
    const first = await test.client().get('/api/sync/meals/pull', { batchSize: 10 });
    expect(first.status).toBe(200);
    expect(first.body.documents).toHaveLength(10);
    expect(first.body.documents[0]).not.toHaveProperty('seq');
    expect(first.body.documents[0]).toMatchObject({
      _deleted: false,
      mealTitle: expect.any(String),
    });
    expect(first.body.checkpoint).toEqual({ id: expect.any(String), seq: expect.any(Number) });
    const { docs } = await pullAll(test.client(), 'meals', 7);
    expect(new Set(docs.map((doc) => doc._id)).size).toBe(docs.length);
    expect(docs.length).toBeGreaterThanOrEqual(25);
  });

  it('caps batchSize and rejects a half checkpoint', async () => {
    const res = await test.client().get('/api/sync/meals/pull', { batchSize: 100000 });
    expect(res.status).toBe(200);
    const half = await test.client().get('/api/sync/meals/pull', { seq: 3 });
    expect(half.status).toBe(400);
    const unknown = await test.client().get('/api/sync/users/pull');
    expect(unknown.status).toBe(404);
  });

  it('needs a session for owner-only collections and gives each owner only their rows', async () => {
    expect((await test.client().get('/api/sync/likes/pull')).status).toBe(401);
    expect((await test.client().get('/api/sync/requested-meals/pull')).status).toBe(401);
    const a = await signedInAs(test);
    const b = await signedInAs(test);
    await a.client.put('/api/inc-like', { email: a.user.email, id: meals[0].id });
    await b.client.put('/api/inc-like', { email: b.user.email, id: meals[1].id });
    const { docs } = await pullAll(a.client, 'likes', 100);
    expect(docs).toEqual([
      {
        _id: likeId('meal', meals[0].id, a.user.email),
        target: 'meal',
        targetId: meals[0].id,
        email: a.user.email,
        liked: true,
        _deleted: false,
      },
    ]);
  });
});

describe('push', () => {
  it('applies a like through the domain rules, once however often it is sent', async () => {
    const { user, client } = await signedInAs(test);
    const meal = meals[2];
    const like = {
      _id: likeId('meal', meal.id, user.email),
      target: 'meal',
      targetId: meal.id,
      email: user.email,
      liked: true,
      _deleted: false,
    };
    const before = (await mealDoc(meal.id)).likes;
    for (let i = 0; i < 2; i += 1) {
      const res = await client.post('/api/sync/likes/push', [{ newDocumentState: like }]);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    }
    expect((await mealDoc(meal.id)).likes).toBe(before + 1);
    // Unlike from the state the client last saw.
    const unlike = { ...like, liked: false };
    const res = await client.post('/api/sync/likes/push', [
      { assumedMasterState: like, newDocumentState: unlike },
    ]);
    expect(res.body).toEqual([]);
    expect((await mealDoc(meal.id)).likes).toBe(before);
  });

  it('answers the server state when the assumed master state is stale', async () => {
    const { user, client } = await signedInAs(test);
    const meal = meals[3];
    await client.put('/api/inc-like', { email: user.email, id: meal.id });
    const stale = {
      _id: likeId('meal', meal.id, user.email),
      target: 'meal',
      targetId: meal.id,
      email: user.email,
      liked: false,
      _deleted: false,
    };
    const res = await client.post('/api/sync/likes/push', [{ newDocumentState: stale }]);
    expect(res.body).toEqual([{ ...stale, liked: true }]);
    expect(res.headers.get(SYNC_REJECTED_HEADER)).toBeNull();
  });

  it('adds, edits and deletes own reviews, keeping numReviews right', async () => {
    const { user, client } = await signedInAs(test);
    const meal = meals[4];
    const review = {
      _id: 'offline-review-1',
      mealId: meal.id,
      name: user.name,
      email: user.email,
      image: user.photo,
      rating: 4,
      review: 'Good',
      postTime: Date.now(),
      _deleted: false,
    };
    expect(
      (await client.post('/api/sync/reviews/push', [{ newDocumentState: review }])).body,
    ).toEqual([]);
    expect(
      (await client.post('/api/sync/reviews/push', [{ newDocumentState: review }])).body,
    ).toHaveLength(1);
    expect((await mealDoc(meal.id)).numReviews).toBe(1);
    const { docs } = await pullAll(client, 'reviews', 1000);
    const master = docs.find((doc) => doc._id === review._id);
    const edited = { ...master, review: 'Better', rating: 5 };
    expect(
      (
        await client.post('/api/sync/reviews/push', [
          { assumedMasterState: master, newDocumentState: edited },
        ])
      ).body,
    ).toEqual([]);
    const gone = { ...edited, _deleted: true };
    expect(
      (
        await client.post('/api/sync/reviews/push', [
          { assumedMasterState: edited, newDocumentState: gone },
        ])
      ).body,
    ).toEqual([]);
    expect(
      (
        await client.post('/api/sync/reviews/push', [
          { assumedMasterState: edited, newDocumentState: gone },
        ])
      ).body,
    ).toEqual([]);
    expect((await mealDoc(meal.id)).numReviews).toBe(0);
  });

  it('needs a session', async () => {
    expect((await test.client().post('/api/sync/likes/push', [])).status).toBe(401);
  });
});

describe('forged pushes are refused with a reason the user can fetch', () => {
  it.each([
    ['a meal price', 'meals'],
    ['another user’s review', 'reviews'],
    ['a request marked delivered', 'requested-meals'],
    ['an insert into meals', 'meals-insert'],
    ['an invalid like', 'likes'],
  ])('%s', async (_name, kind) => {
    const { user, client } = await signedInAs(test, 'general', { badge: 'x-gold' });
    const other = await signedInAs(test);
    let collection = kind;
    let master: any;
    let forged: any;
    if (kind === 'meals' || kind === 'meals-insert') {
      collection = 'meals';
      master = await mealDoc(meals[5].id);
      forged =
        kind === 'meals'
          ? { ...master, price: 1 }
          : { ...master, _id: 'forged-meal', mealTitle: 'Free food' };
    } else if (kind === 'reviews') {
      await other.client.post('/api/add-review', {
        name: other.user.name,
        email: other.user.email,
        image: other.user.photo,
        rating: 5,
        review: 'Mine',
        mealId: meals[6].id,
      });
      master = (await pullAll(client, 'reviews', 1000)).docs.find(
        (d) => d.email === other.user.email,
      );
      forged = { ...master, review: 'Forged', rating: 1 };
    } else if (kind === 'requested-meals') {
      const made = await client.post('/api/add-requested-meal', {
        name: user.name,
        email: user.email,
        mealId: meals[7].id,
        mealTitle: meals[7].title,
        status: 'pending',
      });
      expect(made.status).toBe(201);
      master = (await pullAll(client, 'requested-meals', 100)).docs[0];
      forged = { ...master, status: 'delivered' };
    } else {
      master = undefined;
      forged = {
        _id: 'x',
        target: 'meal',
        targetId: meals[8].id,
        email: user.email,
        liked: 'yes',
        _deleted: false,
      };
    }
    const res = await client.post(`/api/sync/${collection}/push`, [
      {
        assumedMasterState: kind === 'meals-insert' ? undefined : master,
        newDocumentState: forged,
      },
    ]);
    expect(res.status).toBe(200);
    const expected =
      kind === 'meals-insert' || kind === 'likes' ? { ...forged, _deleted: true } : master;
    expect(res.body).toEqual([expected]);
    expect(JSON.parse(decodeURIComponent(res.headers.get(SYNC_REJECTED_HEADER)!))).toEqual([
      forged._id,
    ]);
    if (master) {
      const after = (await pullAll(client, collection, 1000)).docs.find(
        (d) => d._id === master._id,
      );
      expect(after).toEqual(master);
    }
    const { body } = await client.get('/api/sync/rejections');
    expect(body.rejections).toEqual([
      expect.objectContaining({ collection, documentId: forged._id, reason: expect.any(String) }),
    ]);
    expect((await other.client.get('/api/sync/rejections')).body.rejections).toEqual([]);
    const cleared = await client.delete(`/api/sync/rejections/${body.rejections[0].id}`);
    expect(cleared.body).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await client.get('/api/sync/rejections')).body.rejections).toEqual([]);
  });

  it('keeps the newest 100 refusals per user and clears them all on request', async () => {
    const { client } = await signedInAs(test);
    const master = await mealDoc(meals[10].id);
    const rows = Array.from({ length: 105 }, (_, i) => ({
      newDocumentState: { ...master, _id: `forged-${i}` },
    }));
    const res = await client.post('/api/sync/meals/push', rows);
    expect(res.body).toHaveLength(105);
    const { body } = await client.get('/api/sync/rejections');
    expect(body.rejections).toHaveLength(100);
    expect(body.rejections[0].documentId).toBe('forged-104');
    expect((await client.delete('/api/sync/rejections')).body).toEqual({
      acknowledged: true,
      deletedCount: 100,
    });
  });

  it('needs a session to read rejections', async () => {
    expect((await test.client().get('/api/sync/rejections')).status).toBe(401);
  });
});

describe('tombstones', () => {
  it('a meal deleted by an admin is pulled as a tombstone', async () => {
    const admin = await signedInAs(test, 'admin');
    const meal = meals[9];
    await seedReviews(test.db, [meal.id], 2);
    const del = await admin.client.delete(`/api/delete-a-meal-admin/${meal.id}`);
    expect(del.status).toBe(200);
    expect(await mealDoc(meal.id)).toMatchObject({ _id: meal.id, _deleted: true });
    const reviews = (await pullAll(test.client(), 'reviews', 1000)).docs.filter(
      (d) => d.mealId === meal.id,
    );
    expect(reviews.every((d) => d._deleted)).toBe(true);
  });
});
