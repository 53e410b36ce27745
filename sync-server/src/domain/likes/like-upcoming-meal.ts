// Like an upcoming meal (spec §4: "not liked to liked only; no unlike"). Idempotent: a second
// like changes nothing. Used by PUT /inc-like-upcoming and by the sync push of like documents.
import { likeId } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { nextSeq } from '../../db/sequence';
import type { SessionUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { refreshUpcomingLikes } from './like-counters';

export async function likeUpcomingMeal(
  db: Executor,
  user: SessionUser,
  upcomingId: string,
): Promise<{ changed: boolean }> {
  const upcoming = await db
    .selectFrom('upcoming_meals')
    .select('id')
    .where('id', '=', upcomingId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!upcoming) throw notFound('Upcoming meal');

  const email = user.email.toLowerCase();
  const existing = await db
    .selectFrom('upcoming_likes')
    .select(['id', 'liked', 'deleted'])
    .where('target_id', '=', upcomingId)
    .where('user_email', '=', email)
    .executeTakeFirst();
  if (existing && existing.deleted === 0 && existing.liked === 1) return { changed: false };

  const values = { liked: 1, deleted: 0, updated_at: Date.now() };
  if (existing) {
    await db
      .updateTable('upcoming_likes')
      .set({ ...values, seq: await nextSeq(db) })
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
        seq: await nextSeq(db),
      })
      .execute();
  }
  await refreshUpcomingLikes(db, upcomingId);
  return { changed: true };
}
