// Indexes for the public reads' filters and orders, so no read sorts the whole table:
// /all-meals by price (every category), /all-meals-home and the admin's lists newest first, a
// meal's reviews newest first. The category + price order already has meals_type_price.
import type { Kysely } from 'kysely';

const INDEXES = [
  { name: 'meals_price', table: 'meals', columns: ['deleted', 'price', 'id'] },
  { name: 'meals_post_time', table: 'meals', columns: ['deleted', 'post_time', 'id'] },
  {
    name: 'upcoming_meals_post_time',
    table: 'upcoming_meals',
    columns: ['deleted', 'post_time', 'id'],
  },
  {
    name: 'reviews_meal_time',
    table: 'reviews',
    columns: ['meal_id', 'deleted', 'post_time', 'id'],
  },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) {
    await db.schema
      .createIndex(index.name)
      .on(index.table)
      .columns([...index.columns])
      .execute();
  }
  // reviews_meal_time starts with reviews_meal's columns: the older index is now redundant.
  await db.schema.dropIndex('reviews_meal').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('reviews_meal')
    .on('reviews')
    .columns(['meal_id', 'deleted'])
    .execute();
  for (const index of INDEXES) await db.schema.dropIndex(index.name).execute();
}
