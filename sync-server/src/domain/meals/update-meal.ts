// Edit a live meal (PATCH /update-one-meal/{id}, spec §5 Meal edit). Only the editable fields
// change: likes, numReviews, distributor and postTime are not the editor's to set. An edit that
// changes nothing writes nothing (no new seq).
import type { UpdateMealBody } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { nextSeq } from '../../db/sequence';
import { notFound } from '../../http/errors';

export async function updateMeal(
  db: Executor,
  id: string,
  input: UpdateMealBody,
): Promise<{ matched: boolean; modified: boolean }> {
  const existing = await db
    .selectFrom('meals')
    .selectAll()
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!existing) throw notFound('Meal');

  const next = {
    meal_title: input.mealTitle,
    meal_type: input.mealType,
    price: input.price,
    meal_image: input.mealImage ?? existing.meal_image,
    ingredients:
      input.ingredients === undefined ? existing.ingredients : JSON.stringify(input.ingredients),
    description: input.description,
    rating: input.rating,
  };
  const changed = (Object.keys(next) as (keyof typeof next)[]).some(
    (key) => next[key] !== existing[key],
  );
  if (!changed) return { matched: true, modified: false };

  await db
    .updateTable('meals')
    .set({ ...next, seq: await nextSeq(db) })
    .where('id', '=', id)
    .execute();
  return { matched: true, modified: true };
}
