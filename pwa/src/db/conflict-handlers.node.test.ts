// The conflict handlers' resolutions, case by case (docs/decisions/0014-conflict-handlers-per-collection.md).
import { describe, expect, it } from 'vitest';
import { createConflictHandlers } from './conflict-handlers';
import { testMeal } from '../test-support/test-meal';

const refused = new Set<string>();
const lost: unknown[] = [];
const handlers = createConflictHandlers({
  takeRefused: (collection, id) => refused.delete(`${collection}:${id}`),
  onLost: (collection, yours, server) => lost.push({ collection, yours, server }),
});

const review = {
  _id: 'r1',
  mealId: 'm1',
  name: 'Rahim',
  email: 'r@hostel.test',
  image: '',
  rating: 3,
  review: 'Server text',
  postTime: 1,
  _deleted: false,
};
const like = {
  _id: 'meal:m1:r@hostel.test',
  target: 'meal' as const,
  targetId: 'm1',
  email: 'r@hostel.test',
  liked: false,
  _deleted: false,
};
const meal = { ...testMeal({ likes: 4, numReviews: 2 }), _deleted: false };

describe('conflict handlers', () => {
  it('compare fields, not RxDB metadata', () => {
    const withMeta = { ...review, _rev: '1-x', _meta: { lwt: 1 } } as typeof review;
    expect(handlers.reviews.isEqual(review, withMeta, 'test')).toBe(true);
    expect(handlers.reviews.isEqual(review, { ...review, rating: 4 }, 'test')).toBe(false);
  });

  it.each([
    [
      'a review: the last edit to reach the server wins for rating and text',
      { ...review, review: 'Mine', rating: 5, postTime: 9 },
      review,
      { ...review, review: 'Mine', rating: 5 },
    ],
    [
      'a review deletion wins',
      { ...review, _deleted: true },
      review,
      { ...review, _deleted: true },
    ],
    [
      'a review deleted on the server stays deleted',
      { ...review, review: 'Mine' },
      { ...review, _deleted: true },
      { ...review, _deleted: true },
    ],
  ])('%s', async (_name, newDocumentState, realMasterState, expected) => {
    const resolved = await handlers.reviews.resolve(
      { newDocumentState, realMasterState, assumedMasterState: undefined },
      'test',
    );
    expect(resolved).toEqual(expected);
  });

  it('a like: the client state wins unless refused or the meal is gone', async () => {
    const mine = { ...like, liked: true };
    expect(
      await handlers.likes.resolve({ newDocumentState: mine, realMasterState: like }, 't'),
    ).toEqual(mine);
    refused.add(`likes:${like._id}`);
    expect(
      await handlers.likes.resolve({ newDocumentState: mine, realMasterState: like }, 't'),
    ).toEqual(like);
    const gone = { ...like, _deleted: true };
    lost.length = 0;
    expect(
      await handlers.likes.resolve({ newDocumentState: mine, realMasterState: gone }, 't'),
    ).toEqual(gone);
    expect(lost).toHaveLength(1);
  });

  it('a refused review edit ends in the server state', async () => {
    refused.add(`reviews:${review._id}`);
    const mine = { ...review, review: 'Forged' };
    expect(
      await handlers.reviews.resolve({ newDocumentState: mine, realMasterState: review }, 't'),
    ).toEqual(review);
  });

  it('meals: the server wins, counters included', async () => {
    const mine = { ...meal, price: 1, likes: 99 };
    expect(
      await handlers.meals.resolve({ newDocumentState: mine, realMasterState: meal }, 't'),
    ).toEqual(meal);
  });
});
