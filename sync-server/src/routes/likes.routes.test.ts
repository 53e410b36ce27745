// The likes calls on a real server: only for oneself, idempotent under parallel requests,
// counters always equal to the like rows, each write with a new sequence number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likeId } from '@hostel/shared-schema';
import {
  addMealVia,
  currentSeq,
  mealRow,
  snapshotSyncedTables,
} from '../test-support/meal-fixtures';
import { signedInAs } from '../test-support/accounts';
import type { ApiClient } from '../test-support/api-client';
import { startTestServer, type TestServer } from '../test-support/test-server';

let test: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  test = await startTestServer();
  admin = (await signedInAs(test, 'admin')).client;
});
afterAll(() => test.close());

async function likeRowsOf(table: 'meal_likes' | 'upcoming_likes', targetId: string) {
  return test.db.selectFrom(table).selectAll().where('target_id', '=', targetId).execute();
}

async function likedCount(table: 'meal_likes' | 'upcoming_likes', targetId: string) {
  const rows = await likeRowsOf(table, targetId);
  return rows.filter((row) => row.liked === 1 && row.deleted === 0).length;
}

describe('who may like', () => {
  const calls: [
    string,
    (c: ApiClient, email: string, id: string) => Promise<{ status: number }>,
  ][] = [
    ['GET /is-liked', (c, email, id) => c.get('/api/is-liked', { id, email })],
    ['PUT /inc-like', (c, email, id) => c.put('/api/inc-like', { id, email })],
    ['PUT /dec-like', (c, email, id) => c.put('/api/dec-like', { id, email })],
    ['GET /is-liked-upcoming', (c, email, id) => c.get('/api/is-liked-upcoming', { id, email })],
    ['PUT /inc-like-upcoming', (c, email, id) => c.put('/api/inc-like-upcoming', { id, email })],
  ];

  it.each(calls)(
    '%s: 401 for a visitor, 403 with another email (admin too)',
    async (name, call) => {
      const id = await addMealVia(admin, {}, name.includes('upcoming'));
      const owner = await signedInAs(test, 'general');
      const other = await signedInAs(test, 'general');
      const boss = await signedInAs(test, 'admin');
      const before = await snapshotSyncedTables(test.db);
      expect((await call(test.client(), owner.user.email, id)).status).toBe(401);
      expect((await call(other.client, owner.user.email, id)).status).toBe(403);
      expect((await call(boss.client, owner.user.email, id)).status).toBe(403);
      expect(await snapshotSyncedTables(test.db)).toEqual(before);
      expect((await call(owner.client, owner.user.email.toUpperCase(), id)).status).toBe(200);
    },
  );

  it.each([
    ['id', { email: 'a@b.co' }],
    ['id', { id: '', email: 'a@b.co' }],
    ['email', { id: 'x' }],
    ['email', { id: 'x', email: 'not-an-email' }],
  ])('400 naming %s for %j, nothing changes', async (field, body) => {
    const { client } = await signedInAs(test, 'general');
    const before = await snapshotSyncedTables(test.db);
    for (const path of ['/api/inc-like', '/api/dec-like', '/api/inc-like-upcoming']) {
      const response = await client.put(path, body);
      expect(response.status).toBe(400);
      expect(response.body.error.field).toBe(field);
    }
    for (const path of ['/api/is-liked', '/api/is-liked-upcoming']) {
      const response = await client.get(path, body as Record<string, string>);
      expect(response.status).toBe(400);
      expect(response.body.error.field).toBe(field);
    }
    expect(await snapshotSyncedTables(test.db)).toEqual(before);
  });

  it('404 for an unknown meal or upcoming meal, nothing changes', async () => {
    const { user, client } = await signedInAs(test, 'general');
    const before = await snapshotSyncedTables(test.db);
    for (const path of ['/api/inc-like', '/api/dec-like', '/api/inc-like-upcoming']) {
      expect((await client.put(path, { id: 'missing', email: user.email })).status).toBe(404);
    }
    expect(await snapshotSyncedTables(test.db)).toEqual(before);
  });
});

describe('meal likes', () => {
  it('like, is-liked, unlike: update results, counter = rows, new seq each write', async () => {
    const id = await addMealVia(admin);
    const { user, client } = await signedInAs(test, 'general');
    expect((await client.get('/api/is-liked', { id, email: user.email })).body).toEqual({
      liked: false,
    });

    const seq0 = (await mealRow(test.db, id)).seq;
    const liked = await client.put('/api/inc-like', { id, email: user.email });
    expect(liked.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    expect((await client.get('/api/is-liked', { id, email: user.email })).body.liked).toBe(true);
    const meal1 = await mealRow(test.db, id);
    expect(meal1.likes).toBe(1);
    expect(meal1.seq).toBeGreaterThan(seq0);
    const [row1] = await likeRowsOf('meal_likes', id);
    expect(row1).toMatchObject({ id: likeId('meal', id, user.email), liked: 1, deleted: 0 });

    const unliked = await client.put('/api/dec-like', { id, email: user.email });
    expect(unliked.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const meal2 = await mealRow(test.db, id);
    expect(meal2.likes).toBe(0);
    expect(meal2.seq).toBeGreaterThan(meal1.seq);
    const [row2] = await likeRowsOf('meal_likes', id);
    expect(row2.liked).toBe(0);
    expect(row2.seq).toBeGreaterThan(row1.seq);
    expect((await client.get('/api/is-liked', { id, email: user.email })).body.liked).toBe(false);
  });

  it('liking twice counts once; unliking what is not liked changes nothing', async () => {
    const id = await addMealVia(admin);
    const { user, client } = await signedInAs(test, 'general');

    let before = await snapshotSyncedTables(test.db);
    const unlike = await client.put('/api/dec-like', { id, email: user.email });
    expect(unlike.body.modifiedCount).toBe(0);
    expect(await snapshotSyncedTables(test.db)).toEqual(before);

    await client.put('/api/inc-like', { id, email: user.email });
    before = await snapshotSyncedTables(test.db);
    const again = await client.put('/api/inc-like', { id, email: user.email });
    expect(again.body.modifiedCount).toBe(0);
    expect(await snapshotSyncedTables(test.db)).toEqual(before);
    expect((await mealRow(test.db, id)).likes).toBe(1);

    await client.put('/api/dec-like', { id, email: user.email });
    await client.put('/api/dec-like', { id, email: user.email });
    expect((await mealRow(test.db, id)).likes).toBe(0);
  });

  it('20 parallel likes of one meal by one user count once', async () => {
    const id = await addMealVia(admin);
    const { user, client } = await signedInAs(test, 'general');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => client.put('/api/inc-like', { id, email: user.email })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.modifiedCount === 1)).toHaveLength(1);
    expect((await mealRow(test.db, id)).likes).toBe(1);
    expect(await likeRowsOf('meal_likes', id)).toHaveLength(1);
  });

  it('20 parallel mixed likes and unlikes never go negative and equal the rows', async () => {
    const id = await addMealVia(admin);
    const { user, client } = await signedInAs(test, 'general');
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        client.put(i % 2 ? '/api/dec-like' : '/api/inc-like', { id, email: user.email }),
      ),
    );
    const meal = await mealRow(test.db, id);
    expect(meal.likes).toBeGreaterThanOrEqual(0);
    expect(meal.likes).toBe(await likedCount('meal_likes', id));
  });

  it('50 users liking in parallel count 50', async () => {
    const id = await addMealVia(admin);
    const users = await Promise.all(Array.from({ length: 50 }, () => signedInAs(test, 'general')));
    const seqBefore = await currentSeq(test.db);
    const answers = await Promise.all(
      users.map(({ user, client }) => client.put('/api/inc-like', { id, email: user.email })),
    );
    expect(answers.every((a) => a.status === 200 && a.body.modifiedCount === 1)).toBe(true);
    expect((await mealRow(test.db, id)).likes).toBe(50);
    expect(await likedCount('meal_likes', id)).toBe(50);
    const rows = await likeRowsOf('meal_likes', id);
    expect(new Set(rows.map((row) => row.seq)).size).toBe(50);
    expect(rows.every((row) => row.seq > seqBefore)).toBe(true);
    const likes = (await test.client().get(`/api/meal/${id}`)).body.likes;
    expect(likes).toBe(50);
  });

  it('a deleted meal cannot be liked (404)', async () => {
    const id = await addMealVia(admin);
    await admin.delete(`/api/delete-a-meal-admin/${id}`);
    const { user, client } = await signedInAs(test, 'general');
    expect((await client.put('/api/inc-like', { id, email: user.email })).status).toBe(404);
  });
});

describe('live-sync events', () => {
  it('a like tells meals to everyone and likes to its owner; a no-op tells nobody', async () => {
    const id = await addMealVia(admin);
    const { user, client } = await signedInAs(test, 'general');
    const events: unknown[] = [];
    const listener = (event: unknown) => events.push(event);
    test.server.app.deps.events.on('synced-change', listener);
    try {
      await client.put('/api/inc-like', { id, email: user.email });
      expect(events).toEqual([
        { collections: ['meals'] },
        { collections: ['likes'], emails: [user.email] },
      ]);
      events.length = 0;
      await client.put('/api/inc-like', { id, email: user.email });
      expect(events).toEqual([]);
    } finally {
      test.server.app.deps.events.off('synced-change', listener);
    }
  });
});

describe('upcoming-meal likes', () => {
  it('one-way and idempotent; the counter equals the rows', async () => {
    const id = await addMealVia(admin, {}, true);
    const { user, client } = await signedInAs(test, 'general');
    const query = { id, email: user.email };
    expect((await client.get('/api/is-liked-upcoming', query)).body).toEqual({ liked: false });

    const seqBefore = await currentSeq(test.db);
    const first = await client.put('/api/inc-like-upcoming', query);
    expect(first.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    expect((await client.get('/api/is-liked-upcoming', query)).body).toEqual({ liked: true });

    const before = await snapshotSyncedTables(test.db);
    const second = await client.put('/api/inc-like-upcoming', query);
    expect(second.body.modifiedCount).toBe(0);
    expect(await snapshotSyncedTables(test.db)).toEqual(before);

    const upcoming = await test.db
      .selectFrom('upcoming_meals')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(upcoming.likes).toBe(1);
    expect(upcoming.seq).toBeGreaterThan(seqBefore);
    const [row] = await likeRowsOf('upcoming_likes', id);
    expect(row).toMatchObject({ id: likeId('upcoming', id, user.email), liked: 1 });
    expect(row.seq).toBeGreaterThan(seqBefore);
  });

  it('20 parallel likes by one user count once; 30 users count 30', async () => {
    const id = await addMealVia(admin, {}, true);
    const { user, client } = await signedInAs(test, 'general');
    await Promise.all(
      Array.from({ length: 20 }, () =>
        client.put('/api/inc-like-upcoming', { id, email: user.email }),
      ),
    );
    const users = await Promise.all(Array.from({ length: 29 }, () => signedInAs(test, 'general')));
    await Promise.all(
      users.map((u) => u.client.put('/api/inc-like-upcoming', { id, email: u.user.email })),
    );
    const list = (await test.client().get('/api/all-upcoming-meals-user')).body;
    expect(list.find((u: { _id: string }) => u._id === id).likes).toBe(30);
    expect(await likedCount('upcoming_likes', id)).toBe(30);
  });

  it('has no unlike: /dec-like does not touch an upcoming meal', async () => {
    const id = await addMealVia(admin, {}, true);
    const { user, client } = await signedInAs(test, 'general');
    await client.put('/api/inc-like-upcoming', { id, email: user.email });
    expect((await client.put('/api/dec-like', { id, email: user.email })).status).toBe(404);
    expect(await likedCount('upcoming_likes', id)).toBe(1);
  });
});
