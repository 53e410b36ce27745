// Like or unlike a live meal (spec §4 "toggles like and unlike"). Idempotent: the user's one row
// per meal records the wanted state, so liking twice counts once and unliking what is not liked
// writes nothing. Used by PUT /inc-like, /dec-like and by the sync push of like documents.
import { likeId } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { nextSeqs } from '../../db/sequence';
import type { SessionUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { refreshMealLikes } from './like-counters';

export async function setMealLike(
  db: Executor,
  user: SessionUser,
  mealId: string,
  liked: boolean,
): Promise<{ changed: boolean }> {
  // The target and the caller's like row in one read: a live meal left-joined to the row.
  const email = user.email.toLowerCase();
  const found = await db
    .selectFrom('meals')
    .leftJoin('meal_likes', (join) =>
      join.onRef('meal_likes.target_id', '=', 'meals.id').on('meal_likes.user_email', '=', email),
    )
    .select(['meal_likes.id', 'meal_likes.liked', 'meal_likes.deleted'])
    .where('meals.id', '=', mealId)
    .where('meals.deleted', '=', 0)
    .executeTakeFirst();
  if (!found) throw notFound('Meal');
  const existing = found.id === null ? undefined : found;
  const isLiked = existing !== undefined && existing.deleted === 0 && existing.liked === 1;
  if (isLiked === liked) return { changed: false };

  // Two numbers in one statement: the like row's, then its counter's (as two nextSeq calls).
  const [likeSeq, counterSeq] = await nextSeqs(db, 2);
  const values = { liked: liked ? 1 : 0, deleted: 0, updated_at: Date.now() };
  if (existing) {
    await db
      .updateTable('meal_likes')
      .set({ ...values, seq: likeSeq })
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
        seq: likeSeq,
      })
      .execute();
  }
  await refreshMealLikes(db, mealId, counterSeq);
  return { changed: true };
}
