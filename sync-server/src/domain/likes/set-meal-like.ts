// Like or unlike a live meal (spec §4 "toggles like and unlike"). Idempotent: the user's one row
// per meal records the wanted state, so liking twice counts once and unliking what is not liked
// writes nothing. Used by PUT /inc-like, /dec-like and by the sync push of like documents.
import { likeId } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { nextSeq } from '../../db/sequence';
import type { SessionUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { refreshMealLikes } from './like-counters';

export async function setMealLike(
  db: Executor,
  user: SessionUser,
  mealId: string,
  liked: boolean,
): Promise<{ changed: boolean }> {
  const meal = await db
    .selectFrom('meals')
    .select('id')
    .where('id', '=', mealId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!meal) throw notFound('Meal');

  const email = user.email.toLowerCase();
  const existing = await db
    .selectFrom('meal_likes')
    .select(['id', 'liked', 'deleted'])
    .where('target_id', '=', mealId)
    .where('user_email', '=', email)
    .executeTakeFirst();
  const isLiked = existing !== undefined && existing.deleted === 0 && existing.liked === 1;
  if (isLiked === liked) return { changed: false };

  const values = { liked: liked ? 1 : 0, deleted: 0, updated_at: Date.now() };
  if (existing) {
    await db
      .updateTable('meal_likes')
      .set({ ...values, seq: await nextSeq(db) })
      .where('id', '=', existing.id)
      .execute();
  } else {
    await db
      .insertInto('meal_likes')
      .values({
        id: likeId('meal', mealId, email),
        target_id: mealId,
        user_email: email,
        ...values,
        seq: await nextSeq(db),
      })
      .execute();
  }
  await refreshMealLikes(db, mealId);
  return { changed: true };
}
