// Counters kept equal to their rows: a meal's (or upcoming meal's) `likes` is recomputed from its
// like rows with liked = 1 and deleted = 0, never incremented blindly, so it can neither drift
// nor go negative. The counter change is a write to a synced row, so it takes a new seq (the
// caller's, when it took several at once). One UPDATE with the count as a subquery.
import type { Executor } from '../../db/database';
import { preparedQuery } from '../../db/prepared-query';
import { nextSeq } from '../../db/sequence';

/** Every like and unlike refreshes its meal's counter: built once (db/prepared-query.ts). */
const refreshMealLikesQuery = preparedQuery((db: Executor, mealId: string, seq: number) =>
  db
    .updateTable('meals')
    .set((eb) => ({
      likes: eb
        .selectFrom('meal_likes')
        .select(eb.fn.countAll<number>().as('n'))
        .where('meal_likes.target_id', '=', mealId)
        .where('meal_likes.liked', '=', 1)
        .where('meal_likes.deleted', '=', 0),
    }))
    .set({ seq })
    .where('id', '=', mealId),
);

export async function refreshMealLikes(db: Executor, mealId: string, seq?: number): Promise<void> {
  await refreshMealLikesQuery(db, mealId, seq ?? (await nextSeq(db)));
}

export async function refreshUpcomingLikes(
  db: Executor,
  upcomingId: string,
  seq?: number,
): Promise<void> {
  await db
    .updateTable('upcoming_meals')
    .set((eb) => ({
      likes: eb
        .selectFrom('upcoming_likes')
        .select(eb.fn.countAll<number>().as('n'))
        .where('upcoming_likes.target_id', '=', upcomingId)
        .where('upcoming_likes.liked', '=', 1)
        .where('upcoming_likes.deleted', '=', 0),
    }))
    .set({ seq: seq ?? (await nextSeq(db)) })
    .where('id', '=', upcomingId)
    .execute();
}
