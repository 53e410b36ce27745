// The like rules as the sync push calls them, and the documents they map to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likeId, likeSchema, mealSchema, upcomingMealSchema } from '@hostel/shared-schema';
import type { SessionUser } from '../../http/context';
import { AppError } from '../../http/errors';
import { inTransaction } from '../../http/transaction';
import { createUser } from '../../test-support/accounts';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { addMeal } from '../meals/add-meal';
import { toMealDoc, toUpcomingMealDoc } from '../meals/meal-repository';
import { mealBody } from '../../test-support/meal-fixtures';
import { toLikeDoc } from './like-doc';
import { likeUpcomingMeal } from './like-upcoming-meal';
import { setMealLike } from './set-meal-like';

let test: TestServer;
let admin: SessionUser;
let alice: SessionUser;

beforeAll(async () => {
  test = await startTestServer();
  admin = { ...(await createUser(test, { role: 'admin' })), badge: 'bronze' };
  alice = { ...(await createUser(test)), badge: 'bronze' };
});
afterAll(() => test.close());

describe('setMealLike / likeUpcomingMeal', () => {
  it('answers changed only when the state changes; documents match the entities', async () => {
    const mealId = await inTransaction(test.db, (trx) => addMeal(trx, admin, mealBody(), 'meals'));
    const run = (liked: boolean) =>
      inTransaction(test.db, (trx) => setMealLike(trx, alice, mealId, liked));
    expect(await run(true)).toEqual({ changed: true });
    expect(await run(true)).toEqual({ changed: false });
    expect(await run(false)).toEqual({ changed: true });
    expect(await run(false)).toEqual({ changed: false });
    expect(await run(true)).toEqual({ changed: true });

    const row = await test.db
      .selectFrom('meal_likes')
      .selectAll()
      .where('target_id', '=', mealId)
      .executeTakeFirstOrThrow();
    const doc = toLikeDoc(row, 'meal');
    expect(likeSchema.parse(doc)).toEqual(doc);
    expect(doc).toEqual({
      _id: likeId('meal', mealId, alice.email),
      target: 'meal',
      targetId: mealId,
      email: alice.email,
      liked: true,
    });

    const meal = await test.db
      .selectFrom('meals')
      .selectAll()
      .where('id', '=', mealId)
      .executeTakeFirstOrThrow();
    const mealDoc = toMealDoc(meal);
    expect(mealSchema.parse(mealDoc)).toEqual(mealDoc);
    expect(mealDoc).toMatchObject({ _id: mealId, likes: 1, ingredients: ['rice', 'chicken'] });
    expect(mealDoc).not.toHaveProperty('seq');
  });

  it('upcoming likes are one-way; documents match the entities', async () => {
    const upcomingId = await inTransaction(test.db, (trx) =>
      addMeal(trx, admin, mealBody(), 'upcoming'),
    );
    const run = () => inTransaction(test.db, (trx) => likeUpcomingMeal(trx, alice, upcomingId));
    expect(await run()).toEqual({ changed: true });
    expect(await run()).toEqual({ changed: false });
    const row = await test.db
      .selectFrom('upcoming_meals')
      .selectAll()
      .where('id', '=', upcomingId)
      .executeTakeFirstOrThrow();
    const doc = toUpcomingMealDoc(row);
    expect(upcomingMealSchema.parse(doc)).toEqual(doc);
    expect(doc).toMatchObject({ _id: upcomingId, likes: 1, mainMealData: { likes: 1 } });
  });

  it('404 for a missing target', async () => {
    // One at a time: started together, the second could reject while the first is awaited,
    // before anything handles it (an unhandled rejection that fails the run).
    for (const work of [
      () => inTransaction(test.db, (trx) => setMealLike(trx, alice, 'missing', true)),
      () => inTransaction(test.db, (trx) => likeUpcomingMeal(trx, alice, 'missing')),
    ]) {
      await expect(work()).rejects.toSatisfy(
        (error) => error instanceof AppError && error.status === 404,
      );
    }
  });
});
