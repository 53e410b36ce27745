// Publish an upcoming meal (POST /from-upcoming-to-meals/{id}; spec §4: only with at least
// PUBLISH_MIN_LIKES likes). The live meal keeps the upcoming meal's _id, so links and local
// documents stay recognisable; its likes come along: each liked upcoming row becomes a meal like
// row of the same user, the upcoming rows and the upcoming meal become tombstones.
import { likeId, PUBLISH_MIN_LIKES } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { nextSeq } from '../../db/sequence';
import { conflict, notFound } from '../../http/errors';
import { refreshMealLikes } from '../likes/like-counters';
import { findLiveMealRow, insertMealRow, toMealFields } from './meal-repository';

export type PublishResult = { mealId: string; likerEmails: string[] };

export async function publishUpcomingMeal(
  db: Executor,
  upcomingId: string,
): Promise<PublishResult> {
  const upcoming = await findLiveMealRow(db, 'upcoming_meals', upcomingId);
  if (!upcoming) throw notFound('Upcoming meal');

  const likeRows = await db
    .selectFrom('upcoming_likes')
    .select(['id', 'user_email', 'liked'])
    .where('target_id', '=', upcomingId)
    .where('deleted', '=', 0)
    .execute();
  const likers = likeRows.filter((row) => row.liked === 1).map((row) => row.user_email);
  if (likers.length < PUBLISH_MIN_LIKES) {
    throw conflict(
      `An upcoming meal needs at least ${PUBLISH_MIN_LIKES} likes to be published`,
      'not_enough_likes',
    );
  }

  const id = upcoming.id;
  await insertMealRow(db, 'meals', id, {
    ...toMealFields(upcoming),
    postTime: Date.now(),
    likes: 0,
    numReviews: 0,
  });

  const now = Date.now();
  for (const email of likers) {
    await db
      .insertInto('meal_likes')
      .values({
        id: likeId('meal', id, email),
        target_id: id,
        user_email: email,
        liked: 1,
        updated_at: now,
        seq: await nextSeq(db),
        deleted: 0,
      })
      .execute();
  }
  for (const row of likeRows) {
    await db
      .updateTable('upcoming_likes')
      .set({ deleted: 1, seq: await nextSeq(db) })
      .where('id', '=', row.id)
      .execute();
  }
  await db
    .updateTable('upcoming_meals')
    .set({ deleted: 1, seq: await nextSeq(db) })
    .where('id', '=', id)
    .execute();
  await refreshMealLikes(db, id);
  return { mealId: id, likerEmails: likeRows.map((row) => row.user_email) };
}
