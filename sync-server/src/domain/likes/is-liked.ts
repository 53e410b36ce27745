// Reads of the like state (GET /is-liked, /is-liked-upcoming): tombstones count as not liked.
import type { Executor } from '../../db/database';

export async function isMealLiked(db: Executor, mealId: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('meal_likes')
    .select('id')
    .where('target_id', '=', mealId)
    .where('user_email', '=', email.toLowerCase())
    .where('liked', '=', 1)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}

export async function isUpcomingLiked(
  db: Executor,
  upcomingId: string,
  email: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('upcoming_likes')
    .select('id')
    .where('target_id', '=', upcomingId)
    .where('user_email', '=', email.toLowerCase())
    .where('liked', '=', 1)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}
