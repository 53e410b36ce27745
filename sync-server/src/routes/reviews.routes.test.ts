// The reviews calls on a real server: session-taken author fields, the spec's messages, owner
// and admin rights, numReviews always equal to the live reviews, tombstones, and the lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '@hostel/shared-schema';
import {
  addMealVia,
  currentSeq,
  mealRow,
  snapshotSyncedTables,
} from '../test-support/meal-fixtures';
import { signedInAs, type TestUser } from '../test-support/accounts';
import type { ApiClient } from '../test-support/api-client';
import { startTestServer, type TestServer } from '../test-support/test-server';

type Person = { user: TestUser; client: ApiClient };

let test: TestServer;
let admin: Person;
let visitor: ApiClient;

beforeAll(async () => {
  test = await startTestServer();
  admin = await signedInAs(test, 'admin');
  visitor = test.client();
});
afterAll(() => test.close());

async function addReview(person: Person, mealId: string, rating = 4, review = 'Tasty') {
  const response = await person.client.post('/api/add-review', { mealId, rating, review });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.insertedId as string;
}

async function liveReviewCount(mealId: string) {
  const rows = await test.db
    .selectFrom('reviews')
    .select('id')
    .where('meal_id', '=', mealId)
    .where('deleted', '=', 0)
    .execute();
  return rows.length;
}

describe('POST /add-review', () => {
  it('takes name, email and image from the session; numReviews +1 with a new seq', async () => {
    const mealId = await addMealVia(admin.client);
    const author = await signedInAs(test, 'general', { photo: 'https://img.example/me.png' });
    const seqBefore = (await mealRow(test.db, mealId)).seq;
    const response = await author.client.post('/api/add-review', {
      mealId,
      rating: 5,
      review: 'Best biryani',
      name: 'Impostor',
      email: 'impostor@hostel.test',
      image: 'https://evil.example/x.png',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    const review = (await author.client.get(`/api/review/${response.body.insertedId}`)).body;
    expect(review).toMatchObject({
      _id: response.body.insertedId,
      mealId,
      name: author.user.name,
      email: author.user.email,
      image: 'https://img.example/me.png',
      rating: 5,
      review: 'Best biryani',
    });
    const meal = await mealRow(test.db, mealId);
    expect(meal.num_reviews).toBe(1);
    expect(meal.seq).toBeGreaterThan(seqBefore);
    const row = await test.db
      .selectFrom('reviews')
      .selectAll()
      .where('id', '=', review._id)
      .executeTakeFirstOrThrow();
    expect(row.seq).toBeGreaterThan(seqBefore);
  });

  it('401 for a visitor; admins may review too', async () => {
    const mealId = await addMealVia(admin.client);
    const before = await snapshotSyncedTables(test.db);
    const response = await visitor.post('/api/add-review', { mealId, rating: 3, review: 'x' });
    expect(response.status).toBe(401);
    expect(await snapshotSyncedTables(test.db)).toEqual(before);
    await addReview(admin, mealId);
  });

  it.each([
    ['review', VALIDATION.reviewRequired, { review: '' }],
    ['review', VALIDATION.reviewRequired, { review: '   ' }],
    ['review', VALIDATION.reviewRequired, { review: undefined }],
    ['rating', VALIDATION.ratingRequired, { rating: undefined }],
    ['rating', VALIDATION.ratingRequired, { rating: null }],
    ['rating', VALIDATION.ratingRequired, { rating: '' }],
    ['rating', VALIDATION.ratingRequired, { rating: 0 }],
    ['rating', VALIDATION.ratingRequired, { rating: 6 }],
    ['rating', VALIDATION.ratingRequired, { rating: 2.5 }],
    ['mealId', 'mealId is required', { mealId: undefined }],
  ])('400 naming %s (%s) for %j, nothing changes', async (field, message, overrides) => {
    const mealId = await addMealVia(admin.client);
    const author = await signedInAs(test, 'general');
    const before = await snapshotSyncedTables(test.db);
    const response = await author.client.post('/api/add-review', {
      mealId,
      rating: 4,
      review: 'Good',
      ...overrides,
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ field, message });
    expect(await snapshotSyncedTables(test.db)).toEqual(before);
  });

  it('404 for an unknown or deleted meal, nothing changes', async () => {
    const mealId = await addMealVia(admin.client);
    await admin.client.delete(`/api/delete-a-meal-admin/${mealId}`);
    const author = await signedInAs(test, 'general');
    const before = await snapshotSyncedTables(test.db);
    for (const target of [mealId, 'no-such-meal']) {
      const response = await author.client.post('/api/add-review', {
        mealId: target,
        rating: 4,
        review: 'Good',
      });
      expect(response.status).toBe(404);
    }
    expect(await snapshotSyncedTables(test.db)).toEqual(before);
  });
});

describe('reading reviews', () => {
  it('meal-wise reviews: a bare array, newest first; unknown meal gives []', async () => {
    const mealId = await addMealVia(admin.client);
    const author = await signedInAs(test, 'general');
    const first = await addReview(author, mealId, 3, 'first');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await addReview(author, mealId, 4, 'second');
    const { body } = await visitor.get('/api/meal-wise-reviews', { id: mealId });
    expect(body.map((r: { _id: string }) => r._id)).toEqual([second, first]);
    expect((await visitor.get('/api/meal-wise-reviews', { id: 'nothing' })).body).toEqual([]);
    expect((await visitor.get('/api/meal-wise-reviews')).status).toBe(400);
  });

  it('GET /review/{id}: 404 for an unknown id', async () => {
    expect((await visitor.get('/api/review/unknown')).status).toBe(404);
  });
});

describe('PATCH /review-update/{id}', () => {
  it('owner edits rating and text: {acknowledged, matchedCount, modifiedCount}, new seq', async () => {
    const mealId = await addMealVia(admin.client);
    const author = await signedInAs(test, 'general');
    const id = await addReview(author, mealId);
    const seqBefore = await currentSeq(test.db);
    const response = await author.client.patch(`/api/review-update/${id}`, {
      newRating: 2,
      newReviewText: 'Less good now',
    });
    expect(response.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    expect((await visitor.get(`/api/review/${id}`)).body).toMatchObject({
      rating: 2,
      review: 'Less good now',
    });
    const row = await test.db
      .selectFrom('reviews')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.seq).toBeGreaterThan(seqBefore);

    const before = await snapshotSyncedTables(test.db);
    const unchanged = await author.client.patch(`/api/review-update/${id}`, {
      newRating: 2,
      newReviewText: 'Less good now',
    });
    expect(unchanged.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
    expect(await snapshotSyncedTables(test.db)).toEqual(before);
  });

  it('visitor 401, other user 403, admin 403 (not the owner), unknown 404', async () => {
    const mealId = await addMealVia(admin.client);
    const author = await signedInAs(test, 'general');
    const other = await signedInAs(test, 'general');
    const id = await addReview(author, mealId);
    const body = { newRating: 1, newReviewText: 'Hacked' };
    const before = await snapshotSyncedTables(test.db);
    expect((await visitor.patch(`/api/review-update/${id}`, body)).status).toBe(401);
    expect((await other.client.patch(`/api/review-update/${id}`, body)).status).toBe(403);
    expect((await admin.client.patch(`/api/review-update/${id}`, body)).status).toBe(403);
    expect((await author.client.patch('/api/review-update/unknown', body)).status).toBe(404);
    expect(await snapshotSyncedTables(test.db)).toEqual(before);
  });

  it.each([
    ['newRating', VALIDATION.ratingRequired, { newRating: 0, newReviewText: 'x' }],
    ['newRating', VALIDATION.ratingRequired, { newReviewText: 'x' }],
    ['newReviewText', VALIDATION.reviewRequired, { newRating: 3, newReviewText: '' }],
  ])('400 naming %s for %j, nothing changes', async (field, message, body) => {
    const mealId = await addMealVia(admin.client);
    const author = await signedInAs(test, 'general');
    const id = await addReview(author, mealId);
    const before = await snapshotSyncedTables(test.db);
    const response = await author.client.patch(`/api/review-update/${id}`, body);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ field, message });
    expect(await snapshotSyncedTables(test.db)).toEqual(before);
  });
});

describe('deleting reviews', () => {
  it('owner deletes: tombstone with new seq, reads skip it, numReviews follows rows', async () => {
    const mealId = await addMealVia(admin.client);
    const author = await signedInAs(test, 'general');
    const keep = await addReview(author, mealId);
    const id = await addReview(author, mealId);
    const seqBefore = await currentSeq(test.db);

    const response = await author.client.patch('/api/delete-a-my-review', undefined, {
      reviewId: id,
      mealId,
    });
    expect(response.body).toEqual({ acknowledged: true, deletedCount: 1 });
    const row = await test.db
      .selectFrom('reviews')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.deleted).toBe(1);
    expect(row.seq).toBeGreaterThan(seqBefore);
    expect((await visitor.get(`/api/review/${id}`)).status).toBe(404);
    const list = (await visitor.get('/api/meal-wise-reviews', { id: mealId })).body;
    expect(list.map((r: { _id: string }) => r._id)).toEqual([keep]);
    const meal = await mealRow(test.db, mealId);
    expect(meal.num_reviews).toBe(1);
    expect(meal.seq).toBeGreaterThan(seqBefore);

    const again = await author.client.patch('/api/delete-a-my-review', undefined, {
      reviewId: id,
      mealId,
    });
    expect(again.body).toEqual({ acknowledged: true, deletedCount: 0 });
    expect((await mealRow(test.db, mealId)).num_reviews).toBe(1);
  });

  it('a wrong mealId in the query cannot skew another meal’s numReviews', async () => {
    const mealA = await addMealVia(admin.client);
    const mealB = await addMealVia(admin.client);
    const author = await signedInAs(test, 'general');
    const id = await addReview(author, mealA);
    await addReview(author, mealB);
    await author.client.patch('/api/delete-a-my-review', undefined, {
      reviewId: id,
      mealId: mealB,
    });
    expect((await mealRow(test.db, mealA)).num_reviews).toBe(0);
    expect((await mealRow(test.db, mealB)).num_reviews).toBe(1);
    expect(await liveReviewCount(mealB)).toBe(1);
  });

  it('/delete-a-my-review: visitor 401, other user 403, admin 403 (own reviews only)', async () => {
    const mealId = await addMealVia(admin.client);
    const author = await signedInAs(test, 'general');
    const other = await signedInAs(test, 'general');
    const id = await addReview(author, mealId);
    const query = { reviewId: id, mealId };
    const before = await snapshotSyncedTables(test.db);
    expect((await visitor.patch('/api/delete-a-my-review', undefined, query)).status).toBe(401);
    expect((await other.client.patch('/api/delete-a-my-review', undefined, query)).status).toBe(
      403,
    );
    expect((await admin.client.patch('/api/delete-a-my-review', undefined, query)).status).toBe(
      403,
    );
    expect(await snapshotSyncedTables(test.db)).toEqual(before);
    expect(
      (await author.client.patch('/api/delete-a-my-review', undefined, { mealId })).body.error
        .field,
    ).toBe('reviewId');
    expect(
      (await author.client.patch('/api/delete-a-my-review', undefined, { reviewId: 'nope' }))
        .status,
    ).toBe(404);
  });

  it('/delete-one-review: admin deletes anyone’s; visitor 401; resident (even the owner) 403', async () => {
    const mealId = await addMealVia(admin.client);
    const author = await signedInAs(test, 'general');
    const id = await addReview(author, mealId);
    const query = { reviewId: id, mealId };
    const before = await snapshotSyncedTables(test.db);
    expect((await visitor.patch('/api/delete-one-review', undefined, query)).status).toBe(401);
    expect((await author.client.patch('/api/delete-one-review', undefined, query)).status).toBe(
      403,
    );
    expect(await snapshotSyncedTables(test.db)).toEqual(before);
    const response = await admin.client.patch('/api/delete-one-review', undefined, query);
    expect(response.body).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await mealRow(test.db, mealId)).num_reviews).toBe(0);
  });
});

describe('GET /my-reviews-aggrigate', () => {
  it('the user’s own reviews with their meal, newest first, paged by 10', async () => {
    const mealId = await addMealVia(admin.client, { mealTitle: 'Kacchi' });
    const author = await signedInAs(test, 'general');
    const other = await signedInAs(test, 'general');
    await addReview(other, mealId);
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1) ids.push(await addReview(author, mealId, 3, `r${i}`));

    const page0 = await author.client.get('/api/my-reviews-aggrigate', {
      email: author.user.email,
      page: 0,
    });
    expect(page0.status).toBe(200);
    expect(page0.body.count).toBe(12);
    expect(page0.body.reviews).toHaveLength(10);
    expect(page0.body.reviews[0]).toMatchObject({
      email: author.user.email,
      mealId,
      meal: { _id: mealId, mealTitle: 'Kacchi', numReviews: 13 },
    });
    const page1 = await author.client.get('/api/my-reviews-aggrigate', {
      email: author.user.email,
      page: 1,
    });
    const all = [...page0.body.reviews, ...page1.body.reviews].map((r) => r._id);
    expect(all.sort()).toEqual([...ids].sort());
  });

  it('visitor 401, someone else’s email 403 (admin too), bad page 400', async () => {
    const author = await signedInAs(test, 'general');
    const other = await signedInAs(test, 'general');
    const query = { email: author.user.email, page: 0 };
    expect((await visitor.get('/api/my-reviews-aggrigate', query)).status).toBe(401);
    expect((await other.client.get('/api/my-reviews-aggrigate', query)).status).toBe(403);
    expect((await admin.client.get('/api/my-reviews-aggrigate', query)).status).toBe(403);
    const bad = await author.client.get('/api/my-reviews-aggrigate', { ...query, page: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('page');
  });
});

describe('GET /all-reviews-aggrigate', () => {
  let server: TestServer;
  let boss: Person;
  let meals: Record<string, string>;
  let reviewers: Person[];

  beforeAll(async () => {
    server = await startTestServer();
    boss = await signedInAs(server, 'admin');
    meals = {};
    // Meal A: 2 likes 1 review; B: 0 likes 3 reviews; C: 1 like 1 review.
    for (const title of ['A', 'B', 'C'])
      meals[title] = await addMealVia(boss.client, { mealTitle: title });
    const people = await Promise.all([1, 2, 3].map(() => signedInAs(server, 'general')));
    reviewers = people;
    const review = (p: Person, id: string) =>
      p.client.post('/api/add-review', { mealId: id, rating: 4, review: 'ok' });
    const like = (p: Person, id: string) =>
      p.client.put('/api/inc-like', { id, email: p.user.email });
    await review(people[0], meals.A);
    for (const p of people) await review(p, meals.B);
    await review(people[0], meals.C);
    await like(people[0], meals.A);
    await like(people[1], meals.A);
    await like(people[2], meals.C);
  });
  afterAll(() => server.close());

  const titles = (body: { reviews: { mealTitle: string }[] }) =>
    body.reviews.map((r) => r.mealTitle).join('');

  it('one row per review with the meal counters; default sort by likes, high to low', async () => {
    const { body, status } = await boss.client.get('/api/all-reviews-aggrigate');
    expect(status).toBe(200);
    expect(body.count).toBe(5);
    expect(titles(body)).toBe('ACBBB');
    expect(body.reviews[0]).toEqual({
      _id: expect.any(String),
      mealId: meals.A,
      mealTitle: 'A',
      likes: 2,
      reviews: 1,
      // The review itself, for the admin who moderates it.
      review: 'ok',
      name: reviewers[0].user.name,
      email: reviewers[0].user.email,
      rating: 4,
      postTime: expect.any(Number),
    });
    const bIds = body.reviews.slice(2).map((r: { _id: string }) => r._id);
    expect(bIds).toEqual([...bIds].sort());
  });

  it.each([
    ['sbl', 'htl'],
    ['sbl', 'lth'],
    ['sbr', 'htl'],
    ['sbr', 'lth'],
  ] as const)('sort %s dir %s: by the counter, ties by _id ascending', async (sort, dir) => {
    const { body } = await boss.client.get('/api/all-reviews-aggrigate', { sort, dir });
    type Row = { _id: string; likes: number; reviews: number };
    const key = (row: Row) => (sort === 'sbl' ? row.likes : row.reviews);
    const expected = [...(body.reviews as Row[])].sort(
      (a, b) => (dir === 'htl' ? key(b) - key(a) : key(a) - key(b)) || (a._id < b._id ? -1 : 1),
    );
    expect(body.reviews).toEqual(expected);
    expect(body.reviews).toHaveLength(5);
    expect(new Set(body.reviews.map(key)).size).toBeGreaterThan(1);
  });

  it('visitor 401, resident 403, bad sort/dir/page 400 naming the field', async () => {
    expect((await server.client().get('/api/all-reviews-aggrigate')).status).toBe(401);
    const resident = await signedInAs(server, 'general');
    expect((await resident.client.get('/api/all-reviews-aggrigate')).status).toBe(403);
    for (const [field, query] of [
      ['sort', { sort: 'sbx' }],
      ['dir', { dir: 'up' }],
      ['page', { page: 'one' }],
    ] as const) {
      const response = await boss.client.get('/api/all-reviews-aggrigate', query);
      expect(response.status).toBe(400);
      expect(response.body.error.field).toBe(field);
    }
  });

  it('pages by 10', async () => {
    const page1 = await boss.client.get('/api/all-reviews-aggrigate', { page: 1 });
    expect(page1.body).toEqual({ count: 5, reviews: [] });
  });
});
