// Delete a live meal (DELETE /delete-a-meal-admin/{id}). Nothing is left orphaned: the meal, its
// reviews, its like rows and its meal requests all become tombstones (deleted = 1, each with a
// new seq) so replication removes them from every client. Returns the owners of the tombstoned
// likes and requests, whose owner-only collections must be told.
import type { Executor } from '../../db/database';
import { nextSeq } from '../../db/sequence';
import { notFound } from '../../http/errors';

export type DeleteMealResult = { deleted: boolean; ownerEmails: string[] };

export async function deleteMeal(db: Executor, id: string): Promise<DeleteMealResult> {
  const meal = await db
    .selectFrom('meals')
    .select(['id', 'deleted'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!meal) throw notFound('Meal');
  if (meal.deleted === 1) return { deleted: false, ownerEmails: [] };

  const owners = new Set<string>();
  for (const table of ['reviews', 'meal_likes', 'requested_meals'] as const) {
    const column = table === 'meal_likes' ? 'target_id' : 'meal_id';
    const rows = await db
      .selectFrom(table)
      .select(['id', 'user_email'])
      .where(column, '=', id)
      .where('deleted', '=', 0)
      .execute();
    for (const row of rows) {
      // One seq per row: a pull checkpoint never has to split a batch of equal numbers.
      await db
        .updateTable(table)
        .set({ deleted: 1, seq: await nextSeq(db) })
        .where('id', '=', row.id)
        .execute();
      if (table !== 'reviews') owners.add(row.user_email);
    }
  }
  await db
    .updateTable('meals')
    .set({ deleted: 1, seq: await nextSeq(db) })
    .where('id', '=', id)
    .execute();
  return { deleted: true, ownerEmails: [...owners] };
}
