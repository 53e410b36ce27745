// The review rules as the sync push calls them: straight on a transaction, with a client-chosen
// id for reviews made offline, and the documents they answer in the shared entity shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewSchema } from '@hostel/shared-schema';
import type { SessionUser } from '../../http/context';
import { AppError } from '../../http/errors';
import { inTransaction } from '../../http/transaction';
import { createUser } from '../../test-support/accounts';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { addMeal } from '../meals/add-meal';
import { mealBody } from '../../test-support/meal-fixtures';
import { addReview } from './add-review';
import { deleteReview } from './delete-review';
import { toReviewDoc } from './review-doc';
import { updateReview } from './update-review';

let test: TestServer;
let admin: SessionUser;
let alice: SessionUser;
let bob: SessionUser;

const asSession = async (role: 'general' | 'admin'): Promise<SessionUser> => ({
  ...(await createUser(test, { role })),
  badge: 'bronze',
});

beforeAll(async () => {
  test = await startTestServer();
  admin = await asSession('admin');
  alice = await asSession('general');
  bob = await asSession('general');
});
afterAll(() => test.close());

const newMeal = () => inTransaction(test.db, (trx) => addMeal(trx, admin, mealBody(), 'meals'));
const numReviews = async (mealId: string) =>
  (
    await test.db
      .selectFrom('meals')
      .select('num_reviews')
      .where('id', '=', mealId)
      .executeTakeFirstOrThrow()
  ).num_reviews;

async function statusOf(work: Promise<unknown>): Promise<number | undefined> {
  try {
    await work;
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.status : -1;
  }
}

describe('addReview with a client-chosen id (offline-created review)', () => {
  it('stores the review under that id and answers a valid Review document', async () => {
    const mealId = await newMeal();
    const review = await inTransaction(test.db, (trx) =>
      addReview(trx, alice, { mealId, rating: 4, review: 'Offline words' }, 'client-id-1'),
    );
    expect(reviewSchema.parse(review)).toEqual(review);
    expect(review).toMatchObject({ _id: 'client-id-1', email: alice.email, name: alice.name });
    expect(await numReviews(mealId)).toBe(1);
  });

  it('a replay of the same document answers it again and counts once', async () => {
    const mealId = await newMeal();
    const input = { mealId, rating: 5, review: 'Pushed twice' };
    const first = await inTransaction(test.db, (trx) => addReview(trx, alice, input, 'replay-1'));
    const again = await inTransaction(test.db, (trx) => addReview(trx, alice, input, 'replay-1'));
    expect(again).toEqual(first);
    expect(await numReviews(mealId)).toBe(1);
  });

  it('409 for an id taken by another user, another meal, or a deleted review', async () => {
    const mealId = await newMeal();
    const otherMeal = await newMeal();
    const input = { mealId, rating: 3, review: 'Mine' };
    await inTransaction(test.db, (trx) => addReview(trx, alice, input, 'taken-1'));
    const tryAdd = (user: SessionUser, meal: string) =>
      inTransaction(test.db, (trx) => addReview(trx, user, { ...input, mealId: meal }, 'taken-1'));
    expect(await statusOf(tryAdd(bob, mealId))).toBe(409);
    expect(await statusOf(tryAdd(alice, otherMeal))).toBe(409);
    await inTransaction(test.db, (trx) => deleteReview(trx, alice, 'taken-1'));
    expect(await statusOf(tryAdd(alice, mealId))).toBe(409);
    expect(await numReviews(mealId)).toBe(0);
    expect(await numReviews(otherMeal)).toBe(0);
  });

  it('404 for a missing meal, and the transaction leaves nothing behind', async () => {
    const status = await statusOf(
      inTransaction(test.db, (trx) =>
        addReview(trx, alice, { mealId: 'missing', rating: 3, review: 'x' }, 'orphan-1'),
      ),
    );
    expect(status).toBe(404);
    const row = await test.db
      .selectFrom('reviews')
      .select('id')
      .where('id', '=', 'orphan-1')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});

describe('the rules hold for pushed documents too', () => {
  it.each([
    ['rating', { rating: 0, review: 'x' }],
    ['rating', { rating: 4.5, review: 'x' }],
    ['review', { rating: 3, review: '  ' }],
  ])('400 naming %s for %j, on add and on edit', async (field, bad) => {
    const mealId = await newMeal();
    const add = statusOfField(
      inTransaction(test.db, (trx) => addReview(trx, alice, { mealId, ...bad }, `bad-${field}`)),
    );
    expect(await add).toEqual([400, field]);
    const review = await inTransaction(test.db, (trx) =>
      addReview(trx, alice, { mealId, rating: 3, review: 'ok' }),
    );
    const edit = statusOfField(
      inTransaction(test.db, (trx) => updateReview(trx, alice, review._id, bad)),
    );
    expect(await edit).toEqual([400, field]);
    expect(await numReviews(mealId)).toBe(1);
  });
});

async function statusOfField(work: Promise<unknown>): Promise<[number, string | undefined]> {
  try {
    await work;
    return [200, undefined];
  } catch (error) {
    return error instanceof AppError ? [error.status, error.field] : [-1, String(error)];
  }
}

describe('updateReview and deleteReview', () => {
  it('owner only for update (403); owner or admin for delete; repeated delete is a no-op', async () => {
    const mealId = await newMeal();
    const review = await inTransaction(test.db, (trx) =>
      addReview(trx, alice, { mealId, rating: 3, review: 'Fine' }),
    );
    const edit = { rating: 1, review: 'Changed' };
    expect(
      await statusOf(inTransaction(test.db, (trx) => updateReview(trx, bob, review._id, edit))),
    ).toBe(403);
    expect(
      await inTransaction(test.db, (trx) => updateReview(trx, alice, review._id, edit)),
    ).toEqual({ matched: true, modified: true });
    expect(
      await statusOf(inTransaction(test.db, (trx) => deleteReview(trx, bob, review._id))),
    ).toBe(403);
    expect(await inTransaction(test.db, (trx) => deleteReview(trx, admin, review._id))).toEqual({
      deleted: true,
    });
    expect(await inTransaction(test.db, (trx) => deleteReview(trx, alice, review._id))).toEqual({
      deleted: false,
    });
    expect(await numReviews(mealId)).toBe(0);
    expect(
      await statusOf(inTransaction(test.db, (trx) => updateReview(trx, alice, review._id, edit))),
    ).toBe(404);
  });

  it('toReviewDoc maps the row columns', () => {
    expect(
      toReviewDoc({
        id: 'r1',
        meal_id: 'm1',
        user_email: 'a@b.co',
        name: 'A',
        image: 'https://x.example/a.png',
        rating: 5,
        review: 'Yum',
        post_time: 10,
        seq: 3,
        deleted: 0,
      }),
    ).toEqual({
      _id: 'r1',
      mealId: 'm1',
      name: 'A',
      email: 'a@b.co',
      image: 'https://x.example/a.png',
      rating: 5,
      review: 'Yum',
      postTime: 10,
    });
  });
});
