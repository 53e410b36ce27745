// Counters kept equal to their rows: a meal's (or upcoming meal's) `likes` is recomputed from its
// like rows with liked = 1 and deleted = 0, never incremented blindly, so it can neither drift
// nor go negative. The counter change is a write to a synced row, so it takes a new seq.
import type { Executor } from '../../db/database';
import { nextSeq } from '../../db/sequence';

export async function refreshMealLikes(db: Executor, mealId: string): Promise<number> {
  const row = await db
    .selectFrom('meal_likes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('target_id', '=', mealId)
    .where('liked', '=', 1)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  const likes = Number(row?.n ?? 0);
  await db
    .updateTable('meals')
    .set({ likes, seq: await nextSeq(db) })
    .where('id', '=', mealId)
    .execute();
  return likes;
}

export async function refreshUpcomingLikes(db: Executor, upcomingId: string): Promise<number> {
  const row = await db
    .selectFrom('upcoming_likes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('target_id', '=', upcomingId)
    .where('liked', '=', 1)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  const likes = Number(row?.n ?? 0);
  await db
    .updateTable('upcoming_meals')
    .set({ likes, seq: await nextSeq(db) })
    .where('id', '=', upcomingId)
    .execute();
  return likes;
}
