// Add a meal to live Meals or to Upcoming Meals (POST /add-meal, /add-meal-upcoming). The server
// sets likes 0, numReviews 0, postTime and the distributor from the session, whatever the body
// says (the spec's client sends them; an admin could otherwise post fake counters).
import type { AddMealBody } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { nextSeq } from '../../db/sequence';
import type { SessionUser } from '../../http/context';

export type MealDestination = 'meals' | 'upcoming';

export async function addMeal(
  db: Executor,
  user: SessionUser,
  input: AddMealBody,
  destination: MealDestination,
): Promise<string> {
  const id = newId();
  const row = {
    id,
    meal_title: input.mealTitle,
    meal_type: input.mealType,
    price: input.price,
    meal_image: input.mealImage,
    ingredients: JSON.stringify(input.ingredients),
    description: input.description,
    rating: input.rating,
    post_time: Date.now(),
    likes: 0,
    num_reviews: 0,
    distributor_name: user.name,
    distributor_email: user.email,
    seq: await nextSeq(db),
    deleted: 0,
  };
  await db
    .insertInto(destination === 'meals' ? 'meals' : 'upcoming_meals')
    .values(row)
    .execute();
  return id;
}
