// Request and response schemas of the spec §7 "reviews" calls. name, email and image of a new
// review come from the session, so the body's copies are accepted and ignored.
import { z } from 'zod';
import { REVIEW_SORT_KEYS, SORT_DEFAULTS, SORT_DIRECTIONS } from '../constants';
import { emailSchema, idSchema } from '../entities/common';
import type { Meal } from '../entities/meal';
import { reviewRatingSchema, reviewTextSchema, type Review } from '../entities/review';
import { pageIndexQuery } from './common';

const requiredId = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .pipe(idSchema);

/** A rating is required: a missing, empty or null one gets the spec's message, not "0". */
const ratingInput = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  reviewRatingSchema,
);

/** POST /add-review. */
export const addReviewBodySchema = z.object({
  mealId: requiredId('mealId'),
  rating: ratingInput,
  review: reviewTextSchema,
});
export type AddReviewBody = z.infer<typeof addReviewBodySchema>;

/** PATCH /review-update/{id}. */
export const reviewUpdateBodySchema = z.object({
  newRating: ratingInput,
  newReviewText: reviewTextSchema,
});
export type ReviewUpdateBody = z.infer<typeof reviewUpdateBodySchema>;

/** What an edit may change (the domain rule, for REST edits and pushed documents alike). */
export const reviewEditSchema = z.object({ rating: ratingInput, review: reviewTextSchema });

/** GET /meal-wise-reviews?id= */
export const mealWiseReviewsQuerySchema = z.object({ id: requiredId('id') });
/** GET /review/{id}, PATCH /review-update/{id}. */
export const reviewIdParamsSchema = z.object({ id: requiredId('id') });

/** PATCH /delete-a-my-review and /delete-one-review: the review's own meal is used, not mealId. */
export const deleteReviewQuerySchema = z.object({
  reviewId: requiredId('reviewId'),
  mealId: z.string().max(64).optional(),
});

/** GET /my-reviews-aggrigate?email=&page= */
export const myReviewsQuerySchema = z.object({ email: emailSchema, page: pageIndexQuery });

/** GET /all-reviews-aggrigate?sort=&dir=&page= */
export const allReviewsQuerySchema = z.object({
  sort: z.enum(REVIEW_SORT_KEYS, { error: 'sort must be sbl or sbr' }).optional().default('sbl'),
  dir: z
    .enum(SORT_DIRECTIONS, { error: 'dir must be htl or lth' })
    .optional()
    .default(SORT_DEFAULTS.allReviews),
  page: pageIndexQuery,
});
export type AllReviewsQuery = z.infer<typeof allReviewsQuerySchema>;

export type MyReviewRow = Review & { meal: Meal };
export type MyReviewsResult = { reviews: MyReviewRow[]; count: number };
export type AggregatedReviewRow = {
  _id: string;
  mealId: string;
  mealTitle: string;
  likes: number;
  reviews: number;
};
export type AllReviewsResult = { count: number; reviews: AggregatedReviewRow[] };
