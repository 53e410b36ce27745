// Request and response schemas of the spec §7 "reviews" calls. name, email and image of a new
// review come from the session, so the body's copies are accepted and ignored.
import { z } from 'zod';
import { REVIEW_SORT_KEYS, SORT_DEFAULTS, SORT_DIRECTIONS } from '../constants';
import { emailSchema, idSchema } from '../entities/common';
import { mealSchema } from '../entities/meal';
import { reviewRatingSchema, reviewSchema, reviewTextSchema } from '../entities/review';
import {
  deleteResultSchema,
  insertResultSchema,
  listCountSchema,
  pageIndexQuery,
  updateResultSchema,
} from './common';
import { optional } from './optional';

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
  mealId: optional(z.string().max(64)),
});

/** GET /my-reviews-aggrigate?email=&page= */
export const myReviewsQuerySchema = z.object({ email: emailSchema, page: pageIndexQuery });

/** GET /all-reviews-aggrigate?sort=&dir=&page= */
export const allReviewsQuerySchema = z.object({
  sort: optional(z.enum(REVIEW_SORT_KEYS, { error: 'sort must be sbl or sbr' }), 'sbl'),
  dir: optional(
    z.enum(SORT_DIRECTIONS, { error: 'dir must be htl or lth' }),
    SORT_DEFAULTS.allReviews,
  ),
  page: pageIndexQuery,
});
export type AllReviewsQuery = z.infer<typeof allReviewsQuerySchema>;

// ---- Answers -----------------------------------------------------------------------------------

/** A review document as answers carry it. */
export const reviewDocSchema = reviewSchema.strict();
/** GET /meal-wise-reviews: the meal's reviews, newest first (a bare array). */
export const mealWiseReviewsResponseSchema = z.array(reviewDocSchema);
/** POST /add-review (201). */
export const addReviewResponseSchema = insertResultSchema;
/** GET /review/{id}. */
export const reviewResponseSchema = reviewDocSchema;
/** PATCH /review-update/{id}. */
export const reviewUpdateResponseSchema = updateResultSchema;
/** A row of /my-reviews-aggrigate: the review with its meal. */
export const myReviewRowSchema = reviewSchema.extend({ meal: mealSchema.strict() }).strict();
export type MyReviewRow = z.infer<typeof myReviewRowSchema>;
/** GET /my-reviews-aggrigate: a page of 10. */
export const myReviewsResponseSchema = z
  .object({ reviews: z.array(myReviewRowSchema), count: listCountSchema })
  .strict();
export type MyReviewsResult = z.infer<typeof myReviewsResponseSchema>;
/** A row of /all-reviews-aggrigate: one review with its meal's counters. */
export const aggregatedReviewRowSchema = z
  .object({
    _id: idSchema,
    mealId: idSchema,
    mealTitle: z.string().max(200),
    likes: listCountSchema,
    reviews: listCountSchema,
    // Beyond the spec's row: the review itself, so the admin sees what they moderate.
    review: reviewSchema.shape.review,
    name: reviewSchema.shape.name,
    email: reviewSchema.shape.email,
    rating: reviewSchema.shape.rating,
    postTime: reviewSchema.shape.postTime,
  })
  .strict();
export type AggregatedReviewRow = z.infer<typeof aggregatedReviewRowSchema>;
/** GET /all-reviews-aggrigate: a page of 10. */
export const allReviewsAggregateResponseSchema = z
  .object({ count: listCountSchema, reviews: z.array(aggregatedReviewRowSchema) })
  .strict();
export type AllReviewsResult = z.infer<typeof allReviewsAggregateResponseSchema>;
/** PATCH /delete-a-my-review and /delete-one-review. */
export const deleteReviewResponseSchema = deleteResultSchema;
