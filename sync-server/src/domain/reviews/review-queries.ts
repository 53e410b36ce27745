// Review reads: a meal's reviews, one review, a user's reviews with their meal, and the admin's
// aggregated rows. Tombstones are skipped everywhere.
import type {
  AggregatedReviewRow,
  AllReviewsQuery,
  MyReviewRow,
  Review,
} from '@hostel/shared-schema';
import { TABLE_PAGE_SIZE } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { notFound } from '../../http/errors';
import { liveMealsById } from '../meals/meal-repository';
import { toReviewDoc } from './review-doc';

/** Newest first; the id breaks ties so the order is stable. */
export async function mealWiseReviews(db: Executor, mealId: string): Promise<Review[]> {
  const rows = await db
    .selectFrom('reviews')
    .selectAll()
    .where('meal_id', '=', mealId)
    .where('deleted', '=', 0)
    .orderBy('post_time', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toReviewDoc);
}

export async function getReview(db: Executor, id: string): Promise<Review> {
  const row = await db
    .selectFrom('reviews')
    .selectAll()
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!row) throw notFound('Review');
  return toReviewDoc(row);
}

/** A user's live reviews, newest first, each with its (live) meal document. */
export async function myReviews(
  db: Executor,
  email: string,
  page: number,
): Promise<{ reviews: MyReviewRow[]; count: number }> {
  const base = db
    .selectFrom('reviews')
    .innerJoin('meals', 'meals.id', 'reviews.meal_id')
    .where('reviews.user_email', '=', email)
    .where('reviews.deleted', '=', 0)
    .where('meals.deleted', '=', 0);
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base
    .selectAll('reviews')
    .orderBy('reviews.post_time', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(TABLE_PAGE_SIZE)
    .offset(page * TABLE_PAGE_SIZE)
    .execute();
  // The join keeps only reviews of live meals; the meals themselves come from the repository.
  const meals = await liveMealsById(
    db,
    rows.map((row) => row.meal_id),
  );
  const reviews = rows.flatMap((row) => {
    const meal = meals.get(row.meal_id);
    return meal ? [{ ...toReviewDoc(row), meal }] : [];
  });
  return { reviews, count: Number(counted?.n ?? 0) };
}

/** One row per live review (its text, author, stars, time) with its meal's counters, sorted by likes or reviews, then by id. */
export async function allReviewsAggregate(
  db: Executor,
  { sort, dir, page }: AllReviewsQuery,
): Promise<{ count: number; reviews: AggregatedReviewRow[] }> {
  const base = db
    .selectFrom('reviews')
    .innerJoin('meals', 'meals.id', 'reviews.meal_id')
    .where('reviews.deleted', '=', 0)
    .where('meals.deleted', '=', 0);
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base
    .select([
      'reviews.id',
      'reviews.meal_id',
      'meals.meal_title',
      'meals.likes',
      'meals.num_reviews',
      'reviews.review',
      'reviews.name',
      'reviews.user_email',
      'reviews.rating',
      'reviews.post_time',
    ])
    .orderBy(sort === 'sbl' ? 'meals.likes' : 'meals.num_reviews', dir === 'htl' ? 'desc' : 'asc')
    .orderBy('reviews.id', 'asc')
    .limit(TABLE_PAGE_SIZE)
    .offset(page * TABLE_PAGE_SIZE)
    .execute();
  return {
    count: Number(counted?.n ?? 0),
    reviews: rows.map((row) => ({
      _id: row.id,
      mealId: row.meal_id,
      mealTitle: row.meal_title,
      likes: Number(row.likes),
      reviews: Number(row.num_reviews),
      review: row.review,
      name: row.name,
      email: row.user_email,
      rating: Number(row.rating),
      postTime: Number(row.post_time),
    })),
  };
}
