// Review (spec §3): one user's rating and text for one meal.
import { z } from 'zod';
import { RATING_MAX, REVIEW_RATING_MIN } from '../constants';
import { VALIDATION } from '../messages';
import { idSchema, numberFromText, timestampSchema } from './common';
import { NOT_BLANK, syncedCollection } from '../sync/synced-collection';

export const reviewTextSchema = z
  .string({ error: VALIDATION.reviewRequired })
  .trim()
  .min(1, VALIDATION.reviewRequired)
  .max(5000);
export const reviewRatingSchema = numberFromText(
  z
    .number({ error: VALIDATION.ratingRequired })
    .int(VALIDATION.ratingRequired)
    .min(REVIEW_RATING_MIN, VALIDATION.ratingRequired)
    .max(RATING_MAX, VALIDATION.ratingRequired),
);

export const reviewSchema = z.object({
  _id: idSchema,
  mealId: idSchema,
  name: z.string().max(200),
  email: z.string().max(254),
  image: z.string().max(2048),
  rating: z.number().int().min(REVIEW_RATING_MIN).max(RATING_MAX),
  review: z.string().trim().min(1).max(5000),
  postTime: timestampSchema,
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsSync = syncedCollection({
  name: 'reviews',
  noun: 'review',
  entity: reviewSchema,
  audience: 'public',
  devicePushes: true,
  ownerField: 'email',
  rx: { version: 0, indexes: ['mealId', 'email'], properties: { review: NOT_BLANK } },
  repeatedFields: ['mealId', 'name', 'email', 'image'],
});
