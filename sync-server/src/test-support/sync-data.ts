// Bulk test data for replication tests: meals, upcoming meals and reviews written straight to
// the database (each row with its own seq, as the domain functions would), fast enough for
// thousands of rows.
import type { Db } from '../db/database';
import { newId } from '../db/ids';
import { insertMealRow } from '../domain/meals/meal-repository';
import { nextSeq } from '../db/sequence';
import { writeTransaction } from '../db/write-transaction';

const MEAL_TYPES = ['breakfast', 'lunch', 'dinner'] as const;

export type SeedMeal = { id: string; title: string; price: number; type: string };

export async function seedMeals(
  db: Db,
  count: number,
  { upcoming = false, titlePrefix = 'Meal' } = {},
): Promise<SeedMeal[]> {
  const meals: SeedMeal[] = [];
  await writeTransaction(db, async (trx) => {
    for (let i = 0; i < count; i += 1) {
      const meal = {
        id: newId(),
        title: `${titlePrefix} ${i}`,
        // Repeating prices so ties (broken by id) are common.
        price: (i * 37) % 500,
        type: MEAL_TYPES[i % 3],
      };
      await insertMealRow(trx, upcoming ? 'upcoming_meals' : 'meals', meal.id, {
        mealTitle: meal.title,
        mealType: meal.type,
        price: meal.price,
        mealImage: 'https://images.example/meal.png',
        ingredients: ['rice', 'dal'],
        description: `Description of ${meal.title}`,
        rating: i % 6,
        postTime: 1_700_000_000_000 + i,
        likes: 0,
        numReviews: 0,
        distributorName: 'Admin',
        distributorEmail: 'admin@hostel.test',
      });
      meals.push(meal);
    }
  });
  return meals;
}

/** `count` reviews spread over the meals, by the given author; meals' numReviews kept right. */
export async function seedReviews(
  db: Db,
  mealIds: string[],
  count: number,
  author = { email: 'reviewer@hostel.test', name: 'Reviewer', photo: '' },
): Promise<void> {
  await writeTransaction(db, async (trx) => {
    const perMeal = new Map<string, number>();
    for (let i = 0; i < count; i += 1) {
      const mealId = mealIds[i % mealIds.length];
      perMeal.set(mealId, (perMeal.get(mealId) ?? 0) + 1);
      await trx
        .insertInto('reviews')
        .values({
          id: newId(),
          meal_id: mealId,
          user_email: author.email,
          name: author.name,
          image: author.photo,
          rating: (i % 5) + 1,
          review: `Review number ${i}`,
          post_time: 1_700_000_000_000 + i,
          seq: await nextSeq(trx),
        })
        .execute();
    }
    for (const [mealId, n] of perMeal) {
      const seq = await nextSeq(trx);
      await trx
        .updateTable('meals')
        .set((eb) => ({ num_reviews: eb('num_reviews', '+', n), seq }))
        .where('id', '=', mealId)
        .execute();
    }
  });
}
