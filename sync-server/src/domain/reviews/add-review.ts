// Add a review to a live meal (POST /add-review, and the sync push of a review created offline
// with its own id). Name, email and image come from the session, whatever a client sends.
import { addReviewBodySchema, type Review } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { nextSeqs } from '../../db/sequence';
import type { SessionUser } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { refreshNumReviews } from './review-counter';
import { toReviewDoc, type ReviewRow } from './review-doc';

export type AddReviewInput = { mealId: string; rating: number; review: string };

export async function addReview(
  db: Executor,
  user: SessionUser,
  input: AddReviewInput,
  id?: string,
): Promise<Review> {
  // The REST route has validated already; a pushed document has not: the rule lives here.
  input = parseInput(addReviewBodySchema, input);
  if (id !== undefined) {
    const existing = await db
      .selectFrom('reviews')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    // A replay of the same offline-created review (same owner, same meal, still live) is the
    // same document: answer it unchanged. Any other use of a taken id is refused.
    if (
      existing &&
      existing.deleted === 0 &&
      existing.user_email === user.email &&
      existing.meal_id === input.mealId
    ) {
      return toReviewDoc(existing);
    }
    if (existing) throw conflict('A review with this id already exists', 'review_id_taken');
  }

  const meal = await db
    .selectFrom('meals')
    .select('id')
    .where('id', '=', input.mealId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!meal) throw notFound('Meal');

  // Two numbers in one statement: the review's, then its meal counter's.
  const [reviewSeq, counterSeq] = await nextSeqs(db, 2);
  const row: ReviewRow = {
    id: id ?? newId(),
    meal_id: input.mealId,
    user_email: user.email,
    name: user.name,
    image: user.photo,
    rating: input.rating,
    review: input.review,
    post_time: Date.now(),
    seq: reviewSeq,
    deleted: 0,
  };
  await db.insertInto('reviews').values(row).execute();
  await refreshNumReviews(db, input.mealId, counterSeq);
  return toReviewDoc(row);
}
