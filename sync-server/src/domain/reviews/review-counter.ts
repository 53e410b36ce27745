// A meal's numReviews is recomputed from its live review rows (never +1/-1 blindly), so it
// always equals them whatever a client sends. The counter change takes a new seq.
import type { Executor } from '../../db/database';
import { nextSeq } from '../../db/sequence';

export async function refreshNumReviews(db: Executor, mealId: string): Promise<number> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('meal_id', '=', mealId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  const numReviews = Number(row?.n ?? 0);
  await db
    .updateTable('meals')
    .set({ num_reviews: numReviews, seq: await nextSeq(db) })
    .where('id', '=', mealId)
    .execute();
  return numReviews;
}
