// The review post rules of spec §5 with the spec's own messages.
import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { addReviewBodySchema, allReviewsQuerySchema, reviewUpdateBodySchema } from './reviews';

describe('addReviewBodySchema', () => {
  it('accepts a good review; name/email/image from the body are dropped', () => {
    expect(
      addReviewBodySchema.parse({ mealId: 'm', rating: '4', review: ' ok ', email: 'x@y.z' }),
    ).toEqual({ mealId: 'm', rating: 4, review: 'ok' });
  });

  it.each([
    ['review', VALIDATION.reviewRequired, { review: '' }],
    ['review', VALIDATION.reviewRequired, { review: undefined }],
    ['rating', VALIDATION.ratingRequired, { rating: undefined }],
    ['rating', VALIDATION.ratingRequired, { rating: null }],
    ['rating', VALIDATION.ratingRequired, { rating: 0 }],
    ['rating', VALIDATION.ratingRequired, { rating: 'five' }],
  ])('%s: %s for %j', (field, message, patch) => {
    const result = addReviewBodySchema.safeParse({
      mealId: 'm',
      rating: 4,
      review: 'ok',
      ...patch,
    });
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });
});

describe('reviewUpdateBodySchema and allReviewsQuerySchema', () => {
  it('edits need both fields', () => {
    expect(reviewUpdateBodySchema.safeParse({ newRating: 3 }).success).toBe(false);
    expect(reviewUpdateBodySchema.parse({ newRating: 3, newReviewText: 'x' })).toEqual({
      newRating: 3,
      newReviewText: 'x',
    });
  });

  it('all-reviews defaults to sbl / htl / page 0', () => {
    expect(allReviewsQuerySchema.parse({})).toEqual({ sort: 'sbl', dir: 'htl', page: 0 });
  });
});
