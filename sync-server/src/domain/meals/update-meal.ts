// Edit a live meal (PATCH /update-one-meal/{id}, spec §5 Meal edit). Only the editable fields
// change: likes, numReviews, distributor and postTime are not the editor's to set. An edit that
// changes nothing writes nothing (no new seq). Image and ingredients keep their value when the
// body leaves them out.
import type { UpdateMealBody } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { notFound } from '../../http/errors';
import { findLiveMealRow, updateMealRow } from './meal-repository';

export async function updateMeal(
  db: Executor,
  id: string,
  input: UpdateMealBody,
): Promise<{ matched: boolean; modified: boolean }> {
  const existing = await findLiveMealRow(db, 'meals', id);
  if (!existing) throw notFound('Meal');
  const { mealImage, ingredients, ...always } = input;
  const modified = await updateMealRow(db, 'meals', existing, {
    ...always,
    ...(mealImage === undefined ? {} : { mealImage }),
    ...(ingredients === undefined ? {} : { ingredients }),
  });
  return { matched: true, modified };
}
