// Add a meal to live Meals or to Upcoming Meals (POST /add-meal, /add-meal-upcoming). The server
// sets likes 0, numReviews 0, postTime and the distributor from the session, whatever the body
// says (the spec's client sends them; an admin could otherwise post fake counters).
import type { AddMealBody } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import type { SessionUser } from '../../http/context';
import { insertMealRow } from './meal-repository';

export type MealDestination = 'meals' | 'upcoming';

export async function addMeal(
  db: Executor,
  user: SessionUser,
  input: AddMealBody,
  destination: MealDestination,
): Promise<string> {
  const id = newId();
  await insertMealRow(db, destination === 'meals' ? 'meals' : 'upcoming_meals', id, {
    ...input,
    postTime: Date.now(),
    likes: 0,
    numReviews: 0,
    distributorName: user.name,
    distributorEmail: user.email,
  });
  return id;
}
