// A push names documents by id, and like ids are derived from meal and e-mail: pushing another
// user's like or request id must answer a tombstone made of what the caller sent, never the
// owner's document, and change nothing. A hostile document shape answers 400, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likeId, SYNC_REJECTED_HEADER } from '@hostel/shared-schema';
import { signedInAs } from '../test-support/accounts';
import { seedMeals, type SeedMeal } from '../test-support/sync-data';
import { startTestServer, type TestServer } from '../test-support/test-server';

let test: TestServer;
let meals: SeedMeal[];
beforeAll(async () => {
  test = await startTestServer();
  meals = await seedMeals(test.db, 3);
});
afterAll(() => test.close());

describe("pushing someone else's owner-only document", () => {
  it("answers a tombstone of the caller's own document for another user's like", async () => {
    const owner = await signedInAs(test);
    const attacker = await signedInAs(test);
    await owner.client.put('/api/inc-like', { email: owner.user.email, id: meals[0]!.id });
    const id = likeId('meal', meals[0]!.id, owner.user.email);
    for (const pushed of [
      { _id: id, target: 'meal', targetId: meals[0]!.id, email: owner.user.email, liked: false },
      { _id: id, target: 'meal', targetId: meals[1]!.id, email: attacker.user.email, liked: true },
    ]) {
      const doc = { ...pushed, _deleted: false };
      const answer = await attacker.client.post('/api/sync/likes/push', [
        { newDocumentState: doc },
      ]);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual([{ ...doc, _deleted: true }]);
      expect(answer.headers.get(SYNC_REJECTED_HEADER)).toContain(encodeURIComponent(id));
    }
    const { body: liked } = await owner.client.get('/api/is-liked', {
      id: meals[0]!.id,
      email: owner.user.email,
    });
    expect(liked).toEqual({ liked: true });
  });

  it("answers a tombstone of the caller's own document for another user's request", async () => {
    const owner = await signedInAs(test, 'general', { badge: 'x-gold' });
    const attacker = await signedInAs(test, 'general', { badge: 'x-gold' });
    const made = await owner.client.post('/api/add-requested-meal', {
      email: owner.user.email,
      mealId: meals[2]!.id,
    });
    expect(made.status).toBe(201);
    const doc = {
      _id: made.body.insertedId,
      name: 'Mallory',
      email: attacker.user.email,
      mealId: meals[2]!.id,
      mealTitle: 'Anything',
      status: 'pending',
      requestTime: 1,
      _deleted: false,
    };
    const answer = await attacker.client.post('/api/sync/requested-meals/push', [
      { newDocumentState: doc },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([{ ...doc, _deleted: true }]);
    expect(JSON.stringify(answer.body)).not.toContain(owner.user.email);
  });
});

describe('hostile document shapes', () => {
  // Built as text: the test's own JSON.stringify would overflow on these.
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}`;

  it.each([
    ['a deeply nested document', `[{"newDocumentState":${nested(5000)}}]`],
    ['a deeply nested array', `${'['.repeat(5000)}${']'.repeat(5000)}`],
    [
      'a deeply nested field',
      `[{"newDocumentState":{"_id":"x","target":${nested(5000)},"_deleted":false}}]`,
    ],
  ])('answers %s with a 400', async (_, body) => {
    const { client } = await signedInAs(test);
    const answer = await client.post('/api/sync/likes/push', body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toEqual(expect.any(String));
  });
});
