// The `meal` joined onto requested-meal rows. Read straight from the `meals` table so this area
// does not depend on the meals domain; a meal deleted since the request joins as null.
import type { Selectable } from 'kysely';
import type { Meal } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import type { MealsTable } from '../../db/tables';

type MealRow = Selectable<MealsTable>;

function parseIngredients(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

export function mealDocFromRow(row: MealRow): Meal {
  return {
    _id: row.id,
    mealTitle: row.meal_title,
    mealType: row.meal_type as Meal['mealType'],
    price: row.price,
    mealImage: row.meal_image,
    ingredients: parseIngredients(row.ingredients),
    description: row.description,
    rating: row.rating,
    postTime: row.post_time,
    likes: row.likes,
    numReviews: row.num_reviews,
    distributorName: row.distributor_name,
    distributorEmail: row.distributor_email,
  };
}

/** A live meal by id, or undefined (unknown or deleted). */
export async function findLiveMeal(db: Executor, mealId: string): Promise<MealRow | undefined> {
  return db
    .selectFrom('meals')
    .selectAll()
    .where('id', '=', mealId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

/** Live meals by id, for joining onto a page of requests. */
export async function liveMealsById(db: Executor, mealIds: string[]): Promise<Map<string, Meal>> {
  const unique = [...new Set(mealIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('meals')
    .selectAll()
    .where('id', 'in', unique)
    .where('deleted', '=', 0)
    .execute();
  return new Map(rows.map((row) => [row.id, mealDocFromRow(row)]));
}
