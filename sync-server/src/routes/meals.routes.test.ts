// The meals calls on a real server: who may call what, the Add Meal / Meal edit rules, the
// all-meals search, order and paging, delete with its tombstones, and publishing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_MEALS_MAX_LIMIT } from '@hostel/shared-schema';
import {
  addMealVia,
  currentSeq,
  mealBody,
  mealRow,
  snapshotSyncedTables,
} from '../test-support/meal-fixtures';
import { signedInAs } from '../test-support/accounts';
import type { ApiClient } from '../test-support/api-client';
import { startTestServer, type TestServer } from '../test-support/test-server';

let test: TestServer;
let admin: { user: { email: string; name: string }; client: ApiClient };
let resident: { user: { email: string }; client: ApiClient };
let visitor: ApiClient;

beforeAll(async () => {
  test = await startTestServer();
  admin = await signedInAs(test, 'admin');
  resident = await signedInAs(test, 'general');
  visitor = test.client();
});
afterAll(() => test.close());

describe('who may call the admin meal calls', () => {
  const calls: [string, (c: ApiClient, id: string) => Promise<{ status: number }>][] = [
    ['POST /add-meal', (c) => c.post('/api/add-meal', mealBody())],
    ['POST /add-meal-upcoming', (c) => c.post('/api/add-meal-upcoming', mealBody())],
    ['GET /all-meals-admin', (c) => c.get('/api/all-meals-admin')],
    ['PATCH /update-one-meal', (c, id) => c.patch(`/api/update-one-meal/${id}`, mealBody())],
    ['DELETE /delete-a-meal-admin', (c, id) => c.delete(`/api/delete-a-meal-admin/${id}`)],
    ['GET /all-upcoming-meals', (c) => c.get('/api/all-upcoming-meals')],
    ['POST /from-upcoming-to-meals', (c, id) => c.post(`/api/from-upcoming-to-meals/${id}`)],
  ];

  it.each(calls)('%s: 401 for a visitor, 403 for a resident, nothing changes', async (_, call) => {
    const id = await addMealVia(admin.client);
    const before = await snapshotSyncedTables(test.db);
    expect((await call(visitor, id)).status).toBe(401);
    expect((await call(resident.client, id)).status).toBe(403);
    expect(await snapshotSyncedTables(test.db)).toEqual(before);
  });

  it('public reads need no session', async () => {
    const id = await addMealVia(admin.client);
    for (const path of ['/api/all-meals-home', '/api/all-meals', `/api/meal/${id}`]) {
      expect((await visitor.get(path)).status).toBe(200);
    }
    expect((await visitor.get('/api/all-upcoming-meals-user')).status).toBe(200);
  });
});

describe('POST /add-meal and /add-meal-upcoming', () => {
  it('stores the meal with server-set counters, postTime and distributor', async () => {
    const seqBefore = await currentSeq(test.db);
    const started = Date.now();
    const response = await admin.client.post('/api/add-meal', {
      ...mealBody({ price: '99.5' }),
      likes: 500,
      numReviews: 40,
      postTime: 1,
      distributorName: 'Someone Else',
      distributorEmail: 'else@hostel.test',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    const meal = (await visitor.get(`/api/meal/${response.body.insertedId}`)).body;
    expect(meal).toMatchObject({
      _id: response.body.insertedId,
      mealTitle: 'Chicken Biryani',
      price: 99.5,
      ingredients: ['rice', 'chicken'],
      likes: 0,
      numReviews: 0,
      distributorName: admin.user.name,
      distributorEmail: admin.user.email,
    });
    expect(meal.postTime).toBeGreaterThanOrEqual(started);
    expect((await mealRow(test.db, meal._id)).seq).toBeGreaterThan(seqBefore);
  });

  it('adds to upcoming meals with /add-meal-upcoming', async () => {
    const id = await addMealVia(admin.client, { mealTitle: 'Future Soup' }, true);
    expect((await visitor.get(`/api/meal/${id}`)).status).toBe(404);
    const upcoming = (await visitor.get('/api/all-upcoming-meals-user')).body;
    expect(upcoming.find((u: { _id: string }) => u._id === id)).toMatchObject({
      likes: 0,
      mainMealData: { mealTitle: 'Future Soup', likes: 0, numReviews: 0 },
    });
  });

  it.each([
    ['mealTitle', { mealTitle: '' }],
    ['mealTitle', { mealTitle: undefined }],
    ['price', { price: -1 }],
    ['price', { price: 'abc' }],
    ['price', { price: '12.' }],
    ['price', { price: undefined }],
    ['mealType', { mealType: 'brunch' }],
    ['mealImage', { mealImage: '' }],
    ['mealImage', { mealImage: 'javascript:alert(1)' }],
    ['description', { description: '   ' }],
    ['rating', { rating: undefined }],
    ['rating', { rating: 6 }],
    ['rating', { rating: 2.5 }],
    ['rating', { rating: -1 }],
    ['ingredients', { ingredients: [] }],
    ['ingredients', { ingredients: undefined }],
    ['ingredients.0', { ingredients: [''] }],
  ])('400 naming %s for %j, nothing changes', async (field, overrides) => {
    const before = await snapshotSyncedTables(test.db);
    for (const path of ['/api/add-meal', '/api/add-meal-upcoming']) {
      const response = await admin.client.post(path, mealBody(overrides));
      expect(response.status).toBe(400);
      expect(response.body.error.field).toBe(field);
      expect(response.body.error.message).toEqual(expect.any(String));
    }
    expect(await snapshotSyncedTables(test.db)).toEqual(before);
  });

  it('answers a body that is not an object with a 400', async () => {
    expect((await admin.client.post('/api/add-meal', '[1,2]')).status).toBe(400);
    expect((await admin.client.post('/api/add-meal', 'null')).status).toBe(400);
  });
});

describe('GET /meal/{id}', () => {
  it('404 for an unknown id', async () => {
    const response = await visitor.get('/api/meal/000000000000000000000000');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
  });
});

describe('GET /all-meals', () => {
  let ids: Record<string, string>;
  let otherServer: TestServer;
  let client: ApiClient;

  beforeAll(async () => {
    // A server of its own, so counts are exact.
    otherServer = await startTestServer();
    const boss = await signedInAs(otherServer, 'admin');
    client = otherServer.client();
    ids = {};
    for (const [title, type, price] of [
      ['Egg (boiled)', 'breakfast', 20],
      ['Pancake.*', 'breakfast', 50],
      ['100% Juice', 'breakfast', 50],
      ['Rice_Bowl', 'lunch', 80],
      ['Fish Curry', 'lunch', 150],
      ['Chicken Roast', 'dinner', 200],
      ['Beef Curry', 'dinner', 50],
    ] as const) {
      ids[title] = await addMealVia(boss.client, { mealTitle: title, mealType: type, price });
    }
  });
  afterAll(() => otherServer.close());

  const titles = (body: { meals: { mealTitle: string }[] }) => body.meals.map((m) => m.mealTitle);

  it('answers {meals, count, total}, 4 by default, cheapest first, ties by _id', async () => {
    const { body, status } = await client.get('/api/all-meals');
    expect(status).toBe(200);
    expect(body.count).toBe(7);
    expect(body.total).toBe(7);
    expect(body.meals).toHaveLength(4);
    const fifty = ['Pancake.*', '100% Juice', 'Beef Curry'].map((t) => ids[t]).sort();
    expect(body.meals.map((m: { _id: string }) => m._id)).toEqual([ids['Egg (boiled)'], ...fifty]);
  });

  it('h2l sorts by price descending and still breaks ties by _id ascending', async () => {
    const { body } = await client.get('/api/all-meals', { sbp: 'h2l', limit: 10 });
    const fifty = ['Pancake.*', '100% Juice', 'Beef Curry'].map((t) => ids[t]).sort();
    expect(body.meals.map((m: { _id: string }) => m._id)).toEqual([
      ids['Chicken Roast'],
      ids['Fish Curry'],
      ids['Rice_Bowl'],
      ...fifty,
      ids['Egg (boiled)'],
    ]);
  });

  it('pages by offset: 0, 4, 8 cover everything once', async () => {
    const seen: string[] = [];
    for (const page of [0, 4, 8]) {
      const { body } = await client.get('/api/all-meals', { page });
      seen.push(...body.meals.map((m: { _id: string }) => m._id));
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
  });

  it('filters by category; count is the filtered total, total all live meals', async () => {
    const { body } = await client.get('/api/all-meals', { category: 'dinner' });
    expect(titles(body).sort()).toEqual(['Beef Curry', 'Chicken Roast']);
    expect(body.count).toBe(2);
    expect(body.total).toBe(7);
  });

  it.each([
    ['curry', ['Beef Curry', 'Fish Curry']],
    ['CURRY', ['Beef Curry', 'Fish Curry']],
    ['(', ['Egg (boiled)']],
    ['.*', ['Pancake.*']],
    ['%', ['100% Juice']],
    ['_', ['Rice_Bowl']],
    ['ic_', []],
    ['p%e', []],
    ['\\', []],
    ['[a-z]', []],
  ])('search %j is literal and case-insensitive', async (search, expected) => {
    const { body, status } = await client.get('/api/all-meals', { search, limit: 10 });
    expect(status).toBe(200);
    expect(titles(body).sort()).toEqual(expected);
    expect(body.count).toBe(expected.length);
    expect(body.total).toBe(7);
  });

  it('search combines with category', async () => {
    const { body } = await client.get('/api/all-meals', { search: 'curry', category: 'lunch' });
    expect(titles(body)).toEqual(['Fish Curry']);
  });

  it.each([
    ['category', { category: 'brunch' }],
    ['sbp', { sbp: 'cheap' }],
    ['page', { page: -4 }],
    ['page', { page: 'x' }],
    ['limit', { limit: 0 }],
    ['limit', { limit: ALL_MEALS_MAX_LIMIT + 1 }],
    ['search', { search: 'x'.repeat(201) }],
  ])('400 naming %s for %j', async (field, query) => {
    const response = await client.get('/api/all-meals', query);
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe(field);
  });
});

describe('GET /all-meals-home, /all-meals-admin', () => {
  it('home answers a bare array of live meals, newest first', async () => {
    const first = await addMealVia(admin.client, { mealTitle: 'Older' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await addMealVia(admin.client, { mealTitle: 'Newer' });
    const { body } = await visitor.get('/api/all-meals-home');
    expect(Array.isArray(body)).toBe(true);
    const order = body.map((m: { _id: string }) => m._id);
    expect(order.indexOf(second)).toBeLessThan(order.indexOf(first));
  });

  it('admin list is paged by 10 with the count of all live meals', async () => {
    const page0 = (await admin.client.get('/api/all-meals-admin')).body;
    const total = (await visitor.get('/api/all-meals')).body.total;
    expect(page0.count).toBe(total);
    expect(page0.meals.length).toBe(Math.min(10, total));
    const last = Math.floor((total - 1) / 10);
    const lastPage = (await admin.client.get('/api/all-meals-admin', { page: last })).body;
    expect(lastPage.meals.length).toBe(total - last * 10);
    expect((await admin.client.get('/api/all-meals-admin', { page: -1 })).status).toBe(400);
  });
});

describe('PATCH /update-one-meal/{id}', () => {
  it('changes the editable fields only, stores an integer price, takes a new seq', async () => {
    const id = await addMealVia(admin.client);
    const before = await mealRow(test.db, id);
    const response = await admin.client.patch(`/api/update-one-meal/${id}`, {
      mealTitle: 'Mutton Biryani',
      mealType: 'dinner',
      price: '150.75',
      mealImage: 'https://images.example/mutton.png',
      ingredients: [],
      description: 'Now with mutton',
      rating: 5,
      likes: 99,
      numReviews: 99,
      distributorEmail: 'x@y.z',
      postTime: 1,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const after = await mealRow(test.db, id);
    expect(after).toMatchObject({
      meal_title: 'Mutton Biryani',
      meal_type: 'dinner',
      price: 150,
      ingredients: '[]',
      rating: 5,
      likes: before.likes,
      num_reviews: before.num_reviews,
      distributor_email: before.distributor_email,
      post_time: before.post_time,
    });
    expect(after.seq).toBeGreaterThan(before.seq);
  });

  it('an unchanged edit answers modifiedCount 0 and takes no seq', async () => {
    const id = await addMealVia(admin.client, { price: 40 });
    const before = await snapshotSyncedTables(test.db);
    const response = await admin.client.patch(
      `/api/update-one-meal/${id}`,
      mealBody({ price: 40 }),
    );
    expect(response.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
    expect(await snapshotSyncedTables(test.db)).toEqual(before);
  });

  it('keeps image and ingredients when the body leaves them out', async () => {
    const id = await addMealVia(admin.client);
    const { mealImage: _image, ingredients: _ingredients, ...rest } = mealBody({ rating: 1 });
    expect((await admin.client.patch(`/api/update-one-meal/${id}`, rest)).status).toBe(200);
    const meal = (await visitor.get(`/api/meal/${id}`)).body;
    expect(meal.ingredients).toEqual(['rice', 'chicken']);
    expect(meal.mealImage).toBe(mealBody().mealImage);
    expect(meal.rating).toBe(1);
  });

  it.each([
    ['mealTitle', { mealTitle: '' }],
    ['mealType', { mealType: 'snack' }],
    ['description', { description: undefined }],
    ['price', { price: undefined }],
    ['price', { price: -5 }],
    ['price', { price: '1e3' }],
    ['rating', { rating: 3.5 }],
    ['rating', { rating: 9 }],
    ['ingredients', { ingredients: 'rice' }],
  ])('400 naming %s for %j, nothing changes', async (field, overrides) => {
    const id = await addMealVia(admin.client);
    const before = await snapshotSyncedTables(test.db);
    const response = await admin.client.patch(`/api/update-one-meal/${id}`, mealBody(overrides));
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe(field);
    expect(await snapshotSyncedTables(test.db)).toEqual(before);
  });

  it('404 for an unknown or deleted meal', async () => {
    const id = await addMealVia(admin.client);
    await admin.client.delete(`/api/delete-a-meal-admin/${id}`);
    for (const target of [id, 'nope']) {
      const response = await admin.client.patch(`/api/update-one-meal/${target}`, mealBody());
      expect(response.status).toBe(404);
    }
  });
});

describe('DELETE /delete-a-meal-admin/{id}', () => {
  it('tombstones the meal, its reviews, likes and requests; reads skip them', async () => {
    const id = await addMealVia(admin.client);
    const reviewer = await signedInAs(test, 'general');
    await reviewer.client.post('/api/add-review', { mealId: id, rating: 5, review: 'Great' });
    await reviewer.client.put('/api/inc-like', { email: reviewer.user.email, id });
    await test.db
      .insertInto('requested_meals')
      .values({
        id: `req-${id}`,
        meal_id: id,
        user_email: reviewer.user.email,
        name: 'R',
        meal_title: 'Chicken Biryani',
        status: 'pending',
        request_time: Date.now(),
        seq: 0,
      })
      .execute();
    const seqBefore = await currentSeq(test.db);

    const response = await admin.client.delete(`/api/delete-a-meal-admin/${id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ acknowledged: true, deletedCount: 1 });

    const meal = await mealRow(test.db, id);
    expect(meal.deleted).toBe(1);
    expect(meal.seq).toBeGreaterThan(seqBefore);
    for (const table of ['reviews', 'requested_meals'] as const) {
      const rows = await test.db.selectFrom(table).selectAll().where('meal_id', '=', id).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ deleted: 1 });
      expect(rows[0].seq).toBeGreaterThan(seqBefore);
    }
    const likes = await test.db
      .selectFrom('meal_likes')
      .selectAll()
      .where('target_id', '=', id)
      .execute();
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({ deleted: 1 });
    expect(likes[0].seq).toBeGreaterThan(seqBefore);

    expect((await visitor.get(`/api/meal/${id}`)).status).toBe(404);
    expect((await visitor.get('/api/meal-wise-reviews', { id })).body).toEqual([]);
    const home = (await visitor.get('/api/all-meals-home')).body;
    expect(home.some((m: { _id: string }) => m._id === id)).toBe(false);
    const liked = await reviewer.client.get('/api/is-liked', { id, email: reviewer.user.email });
    expect(liked.body).toEqual({ liked: false });
  });

  it('tells meals and reviews to everyone, likes and requests to their owners', async () => {
    const id = await addMealVia(admin.client);
    const liker = await signedInAs(test, 'general');
    await liker.client.put('/api/inc-like', { email: liker.user.email, id });
    const events: unknown[] = [];
    const listener = (event: unknown) => events.push(event);
    test.server.app.deps.events.on('synced-change', listener);
    try {
      await admin.client.delete(`/api/delete-a-meal-admin/${id}`);
    } finally {
      test.server.app.deps.events.off('synced-change', listener);
    }
    expect(events).toEqual([
      { collections: ['meals', 'reviews'] },
      { collections: ['likes', 'requested-meals'], emails: [liker.user.email] },
    ]);
  });

  it('a second delete answers deletedCount 0; an unknown id 404', async () => {
    const id = await addMealVia(admin.client);
    await admin.client.delete(`/api/delete-a-meal-admin/${id}`);
    const again = await admin.client.delete(`/api/delete-a-meal-admin/${id}`);
    expect(again.body).toEqual({ acknowledged: true, deletedCount: 0 });
    expect((await admin.client.delete('/api/delete-a-meal-admin/unknown')).status).toBe(404);
  });
});

describe('upcoming meals and publishing', () => {
  async function likeUpcoming(id: string, count: number) {
    const likers = await Promise.all(
      Array.from({ length: count }, () => signedInAs(test, 'general')),
    );
    for (const liker of likers) {
      const response = await liker.client.put('/api/inc-like-upcoming', {
        email: liker.user.email,
        id,
      });
      expect(response.status).toBe(200);
    }
    return likers;
  }

  it('admin list answers {count, upcomingMeals}, paged by 10', async () => {
    const id = await addMealVia(admin.client, {}, true);
    const { body, status } = await admin.client.get('/api/all-upcoming-meals', { page: 0 });
    expect(status).toBe(200);
    expect(body.count).toBeGreaterThanOrEqual(1);
    expect(body.upcomingMeals.length).toBeLessThanOrEqual(10);
    const all = (await visitor.get('/api/all-upcoming-meals-user')).body;
    expect(all.map((u: { _id: string }) => u._id)).toContain(id);
    expect(body.count).toBe(all.length);
  });

  it('refuses to publish below 10 likes (409), changing nothing', async () => {
    const id = await addMealVia(admin.client, {}, true);
    await likeUpcoming(id, 9);
    const before = await snapshotSyncedTables(test.db);
    const response = await admin.client.post(`/api/from-upcoming-to-meals/${id}`);
    expect(response.status).toBe(409);
    expect(await snapshotSyncedTables(test.db)).toEqual(before);
  });

  it('publishes at 10 likes: same _id, likes move with the meal', async () => {
    const id = await addMealVia(admin.client, { mealTitle: 'Published Pie' }, true);
    const likers = await likeUpcoming(id, 10);
    const seqBefore = await currentSeq(test.db);

    const response = await admin.client.post(`/api/from-upcoming-to-meals/${id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });

    const meal = (await visitor.get(`/api/meal/${id}`)).body;
    expect(meal).toMatchObject({ _id: id, mealTitle: 'Published Pie', likes: 10, numReviews: 0 });
    const upcoming = await test.db
      .selectFrom('upcoming_meals')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(upcoming.deleted).toBe(1);
    expect(upcoming.seq).toBeGreaterThan(seqBefore);
    const oldLikes = await test.db
      .selectFrom('upcoming_likes')
      .selectAll()
      .where('target_id', '=', id)
      .execute();
    expect(oldLikes.every((row) => row.deleted === 1 && row.seq > seqBefore)).toBe(true);
    for (const liker of likers) {
      const liked = await liker.client.get('/api/is-liked', { id, email: liker.user.email });
      expect(liked.body).toEqual({ liked: true });
      const old = await liker.client.get('/api/is-liked-upcoming', { id, email: liker.user.email });
      expect(old.body).toEqual({ liked: false });
    }
    const list = (await visitor.get('/api/all-upcoming-meals-user')).body;
    expect(list.some((u: { _id: string }) => u._id === id)).toBe(false);

    // A liker can unlike the published meal: the moved like is a real like row.
    const first = likers[0];
    await first.client.put('/api/dec-like', { email: first.user.email, id });
    expect((await visitor.get(`/api/meal/${id}`)).body.likes).toBe(9);

    // Publishing again: the upcoming meal is gone.
    expect((await admin.client.post(`/api/from-upcoming-to-meals/${id}`)).status).toBe(404);
  });
});
