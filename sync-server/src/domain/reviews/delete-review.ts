// Delete a review (PATCH /delete-a-my-review by its owner, /delete-one-review by an admin, and
// the sync push of a review tombstone). The row stays as a tombstone (deleted = 1, new seq) so
// replication carries the deletion; the meal's numReviews is recomputed from the review's own
// meal_id, never from a mealId the client sends.
import type { Executor } from '../../db/database';
import { nextSeq } from '../../db/sequence';
import type { SessionUser } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { refreshNumReviews } from './review-counter';

export async function deleteReview(
  db: Executor,
  user: SessionUser,
  id: string,
  { ownerOnly = false }: { ownerOnly?: boolean } = {},
): Promise<{ deleted: boolean }> {
  const existing = await db
    .selectFrom('reviews')
    .select(['id', 'user_email', 'meal_id', 'deleted'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!existing) throw notFound('Review');
  const isOwner = existing.user_email === user.email;
  if (!isOwner && (ownerOnly || user.role !== 'admin')) {
    throw forbidden('You can only delete your own reviews');
  }
  // Already a tombstone: deleting again changes nothing (a replayed delete is harmless).
  if (existing.deleted === 1) return { deleted: false };
  await db
    .updateTable('reviews')
    .set({ deleted: 1, seq: await nextSeq(db) })
    .where('id', '=', id)
    .execute();
  await refreshNumReviews(db, existing.meal_id);
  return { deleted: true };
}
