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

describe('deleted reviews in public pulls', () => {
  it("keep only the id: no author's name, e-mail, photo or text", async () => {
    const author = await signedInAs(test, 'general', { photo: 'https://img.example/me.png' });
    const added = await author.client.post('/api/add-review', {
      mealId: meals[0]!.id,
      rating: 2,
      review: 'A private grumble about the dal',
    });
    expect(added.status).toBe(201);
    const id = added.body.insertedId as string;
    const removed = await author.client.patch('/api/delete-a-my-review', undefined, {
      reviewId: id,
    });
    expect(removed.body.deletedCount).toBe(1);
    const pulled = await test.client().get('/api/sync/reviews/pull', { batchSize: 1000 });
    const tombstone = pulled.body.documents.find((doc: { _id: string }) => doc._id === id);
    expect(tombstone._deleted).toBe(true);
    const text = JSON.stringify(tombstone);
    for (const secret of [author.user.email, author.user.name, 'grumble', 'img.example']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe("pushing someone else's dietary profile", () => {
  it('gives one answer and one reason whether or not that resident has a profile', async () => {
    const attacker = await signedInAs(test);
    const withProfile = await signedInAs(test);
    const withoutProfile = await signedInAs(test);
    const saved = await withProfile.client.put(
      `/api/dietary-profile/${encodeURIComponent(withProfile.user.email)}`,
      { diet: 'vegetarian', halalOnly: true, avoid: ['peanuts'], hideUnsuitable: false },
    );
    expect(saved.status).toBe(200);

    const outcomes: unknown[] = [];
    for (const victim of [withProfile, withoutProfile]) {
      for (const email of [victim.user.email, attacker.user.email]) {
        await attacker.client.delete('/api/sync/rejections');
        const doc = {
          _id: victim.user.email,
          email,
          diet: null,
          halalOnly: false,
          avoid: [],
          hideUnsuitable: false,
          updatedAt: 1,
          _deleted: false,
        };
        const answer = await attacker.client.post('/api/sync/dietary-profiles/push', [
          { newDocumentState: doc },
        ]);
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual([{ ...doc, _deleted: true }]);
        const { body } = await attacker.client.get('/api/sync/rejections');
        outcomes.push(body.rejections.map((each: { reason: string }) => each.reason));
      }
    }
    expect(outcomes[0]).toEqual(['You can only change your own dietary profile']);
    for (const outcome of outcomes) expect(outcome).toEqual(outcomes[0]);
    const { body: kept } = await withProfile.client.get(
      `/api/dietary-profile/${encodeURIComponent(withProfile.user.email)}`,
    );
    expect(kept.diet).toBe('vegetarian');
  });
});
