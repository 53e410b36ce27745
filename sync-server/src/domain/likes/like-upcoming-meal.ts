// Like an upcoming meal (spec §4: "not liked to liked only; no unlike"). Idempotent: a second
// like changes nothing. Used by PUT /inc-like-upcoming and by the sync push of like documents.
import { likeId } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { nextSeqs } from '../../db/sequence';
import type { SessionUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { refreshUpcomingLikes } from './like-counters';

export async function likeUpcomingMeal(
  db: Executor,
  user: SessionUser,
  upcomingId: string,
): Promise<{ changed: boolean }> {
  // The target and the caller's like row in one read: a live upcoming meal left-joined to the row.
  const email = user.email.toLowerCase();
  const found = await db
    .selectFrom('upcoming_meals')
    .leftJoin('upcoming_likes', (join) =>
      join
        .onRef('upcoming_likes.target_id', '=', 'upcoming_meals.id')
        .on('upcoming_likes.user_email', '=', email),
    )
    .select(['upcoming_likes.id', 'upcoming_likes.liked', 'upcoming_likes.deleted'])
    .where('upcoming_meals.id', '=', upcomingId)
    .where('upcoming_meals.deleted', '=', 0)
    .executeTakeFirst();
  if (!found) throw notFound('Upcoming meal');
  const existing = found.id === null ? undefined : found;
  if (existing && existing.deleted === 0 && existing.liked === 1) return { changed: false };

  // Two numbers in one statement: the like row's, then its counter's (as two nextSeq calls).
  const [likeSeq, counterSeq] = await nextSeqs(db, 2);
  const values = { liked: 1, deleted: 0, updated_at: Date.now() };
  if (existing) {
    await db
      .updateTable('upcoming_likes')
      .set({ ...values, seq: likeSeq })
      .where('id', '=', existing.id)
      .execute();
  } else {
    await db
      .insertInto('upcoming_likes')
      .values({
        id: likeId('upcoming', upcomingId, email),
        target_id: upcomingId,
        user_email: email,
        ...values,
        seq: likeSeq,
      })
      .execute();
  }
  await refreshUpcomingLikes(db, upcomingId, counterSeq);
  return { changed: true };
}
