// A review row written as it is, with its own time (the demo seed's history). numReviews is the
// writer's business: the seed sets it from its plan; the review routes use add-review.ts.
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { nextSeq } from '../../db/sequence';

export type StoredReview = {
  mealId: string;
  email: string;
  name: string;
  image: string;
  rating: number;
  review: string;
  postTime: number;
};

export async function insertReviewRow(db: Executor, review: StoredReview): Promise<void> {
  await db
    .insertInto('reviews')
    .values({
      id: newId(),
      meal_id: review.mealId,
      user_email: review.email,
      name: review.name,
      image: review.image,
      rating: review.rating,
      review: review.review,
      post_time: review.postTime,
      seq: await nextSeq(db),
    })
    .execute();
}
