// Row → review document (shared-schema `entities/review.ts`), for REST answers and the sync pull.
import type { Selectable } from 'kysely';
import type { Review } from '@hostel/shared-schema';
import type { ReviewsTable } from '../../db/tables';

export type ReviewRow = Selectable<ReviewsTable>;

export function toReviewDoc(row: ReviewRow): Review {
  return {
    _id: row.id,
    mealId: row.meal_id,
    name: row.name,
    email: row.user_email,
    image: row.image,
    rating: Number(row.rating),
    review: row.review,
    postTime: Number(row.post_time),
  };
}
