// A meal's numReviews is recomputed from its live review rows (never +1/-1 blindly), so it
// always equals them whatever a client sends. The counter change takes a new seq (the caller's,
// when it took several at once). One UPDATE with the count as a subquery.
import type { Executor } from '../../db/database';
import { nextSeq } from '../../db/sequence';

export async function refreshNumReviews(db: Executor, mealId: string, seq?: number): Promise<void> {
  await db
    .updateTable('meals')
    .set((eb) => ({
      num_reviews: eb
        .selectFrom('reviews')
        .select(eb.fn.countAll<number>().as('n'))
        .where('reviews.meal_id', '=', mealId)
        .where('reviews.deleted', '=', 0),
    }))
    .set({ seq: seq ?? (await nextSeq(db)) })
    .where('id', '=', mealId)
    .execute();
}
