// Edit one's own review (PATCH /review-update/{id}, and the sync push of an edited review).
// Only rating and text change; an unchanged review writes nothing (no new seq).
import { reviewEditSchema } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { nextSeq } from '../../db/sequence';
import type { SessionUser } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { parseInput } from '../../http/validate';

export async function updateReview(
  db: Executor,
  user: SessionUser,
  id: string,
  input: { rating: number; review: string },
): Promise<{ matched: boolean; modified: boolean }> {
  // Validated here too, for pushed documents that never went through the REST route.
  input = parseInput(reviewEditSchema, input);
  const existing = await db
    .selectFrom('reviews')
    .select(['id', 'user_email', 'rating', 'review'])
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!existing) throw notFound('Review');
  if (existing.user_email !== user.email) throw forbidden('You can only edit your own reviews');
  if (existing.rating === input.rating && existing.review === input.review) {
    return { matched: true, modified: false };
  }
  await db
    .updateTable('reviews')
    .set({ rating: input.rating, review: input.review, seq: await nextSeq(db) })
    .where('id', '=', id)
    .execute();
  return { matched: true, modified: true };
}
