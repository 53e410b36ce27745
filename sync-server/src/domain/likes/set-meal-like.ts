// Like or unlike a live meal (spec §4 "toggles like and unlike"). Idempotent: the user's one row
// per meal records the wanted state, so liking twice counts once and unliking what is not liked
// writes nothing. Used by PUT /inc-like, /dec-like and by the sync push of like documents.
import { likeId } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { preparedQuery } from '../../db/prepared-query';
import { nextSeqs } from '../../db/sequence';
import type { SessionUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { refreshMealLikes } from './like-counters';

// Likes are the hottest writes: their statements are built once (db/prepared-query.ts).

/** The target and the caller's like row in one read: a live meal left-joined to the row. */
const findLike = preparedQuery((db: Executor, mealId: string, email: string) =>
  db
    .selectFrom('meals')
    .leftJoin('meal_likes', (join) =>
      join.onRef('meal_likes.target_id', '=', 'meals.id').on('meal_likes.user_email', '=', email),
    )
    .select(['meal_likes.id', 'meal_likes.liked', 'meal_likes.deleted'])
    .where('meals.id', '=', mealId)
    .where('meals.deleted', '=', 0),
);

const updateLike = preparedQuery(
  (db: Executor, id: string, liked: number, updatedAt: number, seq: number) =>
    db
      .updateTable('meal_likes')
      .set({ liked, deleted: 0, updated_at: updatedAt, seq })
      .where('id', '=', id),
);

const insertLike = preparedQuery(
  (
    db: Executor,
    id: string,
    mealId: string,
    email: string,
    liked: number,
    updatedAt: number,
    seq: number,
  ) =>
    db.insertInto('meal_likes').values({
      id,
      target_id: mealId,
      user_email: email,
      liked,
      deleted: 0,
      updated_at: updatedAt,
      seq,
    }),
);

export async function setMealLike(
  db: Executor,
  user: SessionUser,
  mealId: string,
  liked: boolean,
): Promise<{ changed: boolean }> {
  const email = user.email.toLowerCase();
  const found = (await findLike(db, mealId, email)).rows[0];
  if (!found) throw notFound('Meal');
  const existing = found.id === null ? undefined : found;
  const isLiked = existing !== undefined && existing.deleted === 0 && existing.liked === 1;
  if (isLiked === liked) return { changed: false };

  // Two numbers in one statement: the like row's, then its counter's (as two nextSeq calls).
  const [likeSeq, counterSeq] = await nextSeqs(db, 2);
  const [value, now] = [liked ? 1 : 0, Date.now()];
  if (existing) await updateLike(db, existing.id!, value, now, likeSeq);
  else await insertLike(db, likeId('meal', mealId, email), mealId, email, value, now, likeSeq);
  await refreshMealLikes(db, mealId, counterSeq);
  return { changed: true };
}
