// Row → document: the shapes of spec §3 (shared-schema entities) that REST answers and the sync
// pull both send. Server-only columns (seq, deleted) never reach a document.
import type { Selectable } from 'kysely';
import type { Meal, UpcomingMeal } from '@hostel/shared-schema';
import type { MealColumns } from '../../db/tables';

/** A meals or upcoming_meals row (extra columns such as seq/deleted are ignored). */
export type MealRow = Selectable<MealColumns>;

export function parseIngredients(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function mealFields(row: MealRow): Omit<Meal, '_id'> {
  return {
    mealTitle: row.meal_title,
    mealType: row.meal_type as Meal['mealType'],
    price: Number(row.price),
    mealImage: row.meal_image,
    ingredients: parseIngredients(row.ingredients),
    description: row.description,
    rating: Number(row.rating),
    postTime: Number(row.post_time),
    likes: Number(row.likes),
    numReviews: Number(row.num_reviews),
    distributorName: row.distributor_name,
    distributorEmail: row.distributor_email,
  };
}

export function toMealDoc(row: MealRow): Meal {
  return { _id: row.id, ...mealFields(row) };
}

export function toUpcomingMealDoc(row: MealRow): UpcomingMeal {
  return { _id: row.id, likes: Number(row.likes), mainMealData: mealFields(row) };
}
