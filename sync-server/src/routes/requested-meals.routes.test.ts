// Requested meals over HTTP against a real server: the visitor / other user / owner / admin
// matrix, the rules of spec §4 (package needed, one live request, pending → delivered, delete
// while pending), replication seq and tombstones, and the live-sync event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hostel/shared-schema';
import {
  insertMeal,
  requestRow,
  snapshotRequestsPaymentsChat,
} from '../test-support/request-fixtures';
import { signedInAs } from '../test-support/accounts';
import type { ApiClient } from '../test-support/api-client';
import { startTestServer, type TestServer } from '../test-support/test-server';

let test: TestServer;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let events: { collections: string[]; emails?: string[] }[] = [];

beforeAll(async () => {
  test = await startTestServer();
  admin = await signedInAs(test, 'admin');
  test.server.app.deps.events.on('synced-change', (event) => events.push(event));
});
afterAll(() => test.close());

const subscriber = (name?: string) =>
  signedInAs(test, 'general', { badge: 'x-gold', package: 'gold', ...(name ? { name } : {}) });

async function request(client: ApiClient, email: string, mealId: string, extra = {}) {
  return client.post('/api/add-requested-meal', {
    name: 'x',
    email,
    mealId,
    mealTitle: 'x',
    status: 'pending',
    ...extra,
  });
}

describe('POST /add-requested-meal', () => {
  it('refuses a visitor (401) and changes nothing', async () => {
    const mealId = await insertMeal(test.db);
    const before = await snapshotRequestsPaymentsChat(test.db);
    const response = await test.client().post('/api/add-requested-meal', {
      email: 'a@b.co',
      mealId,
    });
    expect(response.status).toBe(401);
    expect(await snapshotRequestsPaymentsChat(test.db)).toEqual(before);
  });

  it('refuses a user without a package with the spec message (409)', async () => {
    const mealId = await insertMeal(test.db);
    const { user, client } = await signedInAs(test, 'general');
    const before = await snapshotRequestsPaymentsChat(test.db);
    const response = await request(client, user.email, mealId);
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe(MESSAGES.needPackage);
    expect(await snapshotRequestsPaymentsChat(test.db)).toEqual(before);
  });

  it('stores a pending request named by the session and the meal, with a new seq', async () => {
    const mealId = await insertMeal(test.db, { title: 'Beef Khichuri' });
    const { user, client } = await subscriber('Rahim');
    const seqBefore = (await test.db.selectFrom('sync_sequence').selectAll().executeTakeFirst())!
      .value;
    events = [];
    const response = await request(client, user.email.toUpperCase(), mealId, {
      name: 'Somebody Else',
      mealTitle: 'Fake title',
      status: 'delivered',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    const row = await requestRow(test.db, response.body.insertedId);
    expect(row).toMatchObject({
      name: 'Rahim',
      user_email: user.email,
      meal_title: 'Beef Khichuri',
      status: 'pending',
      deleted: 0,
    });
    expect(row!.seq).toBeGreaterThan(seqBefore);
    expect(events).toEqual([{ collections: ['requested-meals'], emails: [user.email] }]);
  });

  it('refuses a second live request for the same meal (409)', async () => {
    const mealId = await insertMeal(test.db);
    const { user, client } = await subscriber();
    expect((await request(client, user.email, mealId)).status).toBe(201);
    const before = await snapshotRequestsPaymentsChat(test.db);
    const again = await request(client, user.email, mealId);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(MESSAGES.alreadyRequested);
    expect(await snapshotRequestsPaymentsChat(test.db)).toEqual(before);
  });

  it.each([
    [
      'another user email',
      403,
      (email: string, mealId: string) => ({ email: `x${email}`, mealId }),
    ],
    ['unknown meal', 404, (email: string) => ({ email, mealId: 'nope' })],
    ['missing mealId', 400, (email: string) => ({ email })],
    ['bad email', 400, (_: string, mealId: string) => ({ email: 'not-an-email', mealId })],
    ['mealId not a string', 400, (email: string) => ({ email, mealId: 42 })],
  ])('refuses %s (%i) and changes nothing', async (_label, status, body) => {
    const mealId = await insertMeal(test.db);
    const { user, client } = await subscriber();
    const before = await snapshotRequestsPaymentsChat(test.db);
    const response = await client.post('/api/add-requested-meal', body(user.email, mealId));
    expect(response.status).toBe(status);
    expect(response.body.error).toBeDefined();
    expect(await snapshotRequestsPaymentsChat(test.db)).toEqual(before);
  });

  it('refuses a deleted meal (404)', async () => {
    const mealId = await insertMeal(test.db, { deleted: 1 });
    const { user, client } = await subscriber();
    expect((await request(client, user.email, mealId)).status).toBe(404);
  });
});

describe('GET /check-requested-meal', () => {
  it('answers the owner the request or null; refuses visitors and other users', async () => {
    const mealId = await insertMeal(test.db);
    const { user, client } = await subscriber();
    const none = await client.get('/api/check-requested-meal', { id: mealId, email: user.email });
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
    const { body } = await request(client, user.email, mealId);
    const found = await client.get('/api/check-requested-meal', { id: mealId, email: user.email });
    expect(found.body).toMatchObject({ _id: body.insertedId, mealId, status: 'pending' });
    const query = { id: mealId, email: user.email };
    expect((await test.client().get('/api/check-requested-meal', query)).status).toBe(401);
    const other = await subscriber();
    expect((await other.client.get('/api/check-requested-meal', query)).status).toBe(403);
    expect((await admin.client.get('/api/check-requested-meal', query)).status).toBe(403);
    expect((await client.get('/api/check-requested-meal', { email: user.email })).status).toBe(400);
  });
});

describe('GET /my-requested-meals', () => {
  it('pages the owner requests with their meal, sorted del or pen', async () => {
    const { user, client } = await subscriber();
    const ids: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      const mealId = await insertMeal(test.db, { title: `Meal ${index}` });
      ids.push((await request(client, user.email, mealId)).body.insertedId);
    }
    // Serve two of them.
    for (const id of [ids[0], ids[5]]) {
      expect((await admin.client.patch(`/api/update-requested-meal/${id}`)).status).toBe(200);
    }
    const del = await client.get('/api/my-requested-meals', { email: user.email });
    expect(del.status).toBe(200);
    expect(del.body.count).toBe(12);
    expect(del.body.requestedMeals).toHaveLength(10);
    expect(del.body.requestedMeals.slice(0, 2).map((r: any) => r.status)).toEqual([
      'delivered',
      'delivered',
    ]);
    expect(del.body.requestedMeals[0].meal).toMatchObject({ mealTitle: expect.any(String) });
    expect(del.body.requestedMeals[0].meal._id).toBe(del.body.requestedMeals[0].mealId);
    const page1 = await client.get('/api/my-requested-meals', { email: user.email, page: 1 });
    expect(page1.body.requestedMeals).toHaveLength(2);
    expect(page1.body.requestedMeals.every((r: any) => r.status === 'pending')).toBe(true);
    const pen = await client.get('/api/my-requested-meals', {
      email: user.email,
      sort: 'pen',
      page: 1,
    });
    expect(pen.body.requestedMeals.map((r: any) => r.status)).toEqual(['delivered', 'delivered']);
  });

  it('refuses visitors, other users and bad queries', async () => {
    const { user, client } = await subscriber();
    const other = await subscriber();
    expect((await test.client().get('/api/my-requested-meals', { email: user.email })).status).toBe(
      401,
    );
    expect((await other.client.get('/api/my-requested-meals', { email: user.email })).status).toBe(
      403,
    );
    expect((await admin.client.get('/api/my-requested-meals', { email: user.email })).status).toBe(
      403,
    );
    expect(
      (await client.get('/api/my-requested-meals', { email: user.email, sort: 'x' })).status,
    ).toBe(400);
    expect(
      (await client.get('/api/my-requested-meals', { email: user.email, page: -1 })).status,
    ).toBe(400);
  });
});

describe('DELETE /delete-requested-meal/{id}', () => {
  it('lets only the owner delete a pending request: a tombstone with a new seq', async () => {
    const mealId = await insertMeal(test.db);
    const { user, client } = await subscriber();
    const id = (await request(client, user.email, mealId)).body.insertedId;
    const created = await requestRow(test.db, id);
    const other = await subscriber();
    const before = await snapshotRequestsPaymentsChat(test.db);
    expect((await test.client().delete(`/api/delete-requested-meal/${id}`)).status).toBe(401);
    expect((await other.client.delete(`/api/delete-requested-meal/${id}`)).status).toBe(403);
    expect((await admin.client.delete(`/api/delete-requested-meal/${id}`)).status).toBe(403);
    expect(await snapshotRequestsPaymentsChat(test.db)).toEqual(before);

    events = [];
    const response = await client.delete(`/api/delete-requested-meal/${id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ acknowledged: true, deletedCount: 1 });
    const tombstone = await requestRow(test.db, id);
    expect(tombstone!.deleted).toBe(1);
    expect(tombstone!.seq).toBeGreaterThan(created!.seq);
    expect(events).toEqual([{ collections: ['requested-meals'], emails: [user.email] }]);
    expect((await client.delete(`/api/delete-requested-meal/${id}`)).status).toBe(404);
    // The meal can be requested again once the earlier request is gone.
    expect((await request(client, user.email, mealId)).status).toBe(201);
  });

  it('refuses to delete a delivered request (409)', async () => {
    const mealId = await insertMeal(test.db);
    const { user, client } = await subscriber();
    const id = (await request(client, user.email, mealId)).body.insertedId;
    await admin.client.patch(`/api/update-requested-meal/${id}`);
    const before = await snapshotRequestsPaymentsChat(test.db);
    const response = await client.delete(`/api/delete-requested-meal/${id}`);
    expect(response.status).toBe(409);
    expect(await snapshotRequestsPaymentsChat(test.db)).toEqual(before);
    expect((await client.delete('/api/delete-requested-meal/unknown')).status).toBe(404);
  });
});

describe('GET /all-requested-meals', () => {
  it('is for admins only', async () => {
    expect((await test.client().get('/api/all-requested-meals')).status).toBe(401);
    const { client } = await subscriber();
    expect((await client.get('/api/all-requested-meals')).status).toBe(403);
  });

  it('searches name or e-mail, case-insensitive and literal; count respects the search', async () => {
    const mealId = await insertMeal(test.db);
    const a = await signedInAs(test, 'general', {
      badge: 'x-silver',
      name: 'Zubair Searchable',
      email: 'zubair.search@hostel.test',
    });
    const b = await signedInAs(test, 'general', {
      badge: 'x-silver',
      name: 'Other 100%',
      email: 'karim_underscore@hostel.test',
    });
    await request(a.client, a.user.email, mealId);
    await request(b.client, b.user.email, mealId);
    const byName = await admin.client.get('/api/all-requested-meals', { search: 'zUBAIR sEARCH' });
    expect(byName.status).toBe(200);
    expect(byName.body.count).toBe(1);
    expect(byName.body.requestedMeals[0]).toMatchObject({
      email: a.user.email,
      meal: { _id: mealId },
    });
    const byEmail = await admin.client.get('/api/all-requested-meals', { search: 'KARIM_under' });
    expect(byEmail.body.count).toBe(1);
    const literal = await admin.client.get('/api/all-requested-meals', { search: '100%' });
    expect(literal.body.count).toBe(1);
    const wildcard = await admin.client.get('/api/all-requested-meals', { search: '%' });
    expect(wildcard.body.count).toBe(1);
    const all = await admin.client.get('/api/all-requested-meals', { page: 0 });
    expect(all.body.requestedMeals.length).toBeLessThanOrEqual(10);
    expect(all.body.count).toBeGreaterThanOrEqual(2);
    const empty = await admin.client.get('/api/all-requested-meals', { page: 1000 });
    expect(empty.body.requestedMeals).toEqual([]);
    expect((await admin.client.get('/api/all-requested-meals', { page: 'x' })).status).toBe(400);
  });
});

describe('PATCH /update-requested-meal/{id}', () => {
  it('serves a pending request once (admin only); a delivered one answers delivered', async () => {
    const mealId = await insertMeal(test.db);
    const { user, client } = await subscriber();
    const id = (await request(client, user.email, mealId)).body.insertedId;
    const created = await requestRow(test.db, id);
    const before = await snapshotRequestsPaymentsChat(test.db);
    expect((await test.client().patch(`/api/update-requested-meal/${id}`)).status).toBe(401);
    expect((await client.patch(`/api/update-requested-meal/${id}`)).status).toBe(403);
    expect(await snapshotRequestsPaymentsChat(test.db)).toEqual(before);

    events = [];
    const served = await admin.client.patch(`/api/update-requested-meal/${id}`);
    expect(served.status).toBe(200);
    expect(served.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const row = await requestRow(test.db, id);
    expect(row!.status).toBe('delivered');
    expect(row!.seq).toBeGreaterThan(created!.seq);
    expect(events).toEqual([{ collections: ['requested-meals'], emails: [user.email] }]);

    const after = await snapshotRequestsPaymentsChat(test.db);
    const again = await admin.client.patch(`/api/update-requested-meal/${id}`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ delivered: true });
    expect(await snapshotRequestsPaymentsChat(test.db)).toEqual(after);
    expect((await admin.client.patch('/api/update-requested-meal/unknown')).status).toBe(404);
  });
});
