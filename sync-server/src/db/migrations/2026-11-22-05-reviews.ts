// Reviews: a meal's numReviews always equals its rows with deleted = 0.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reviews')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('meal_id', 'text', (col) => col.notNull().references('meals.id'))
    .addColumn('user_email', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('image', 'text', (col) => col.notNull())
    .addColumn('rating', 'bigint', (col) => col.notNull())
    .addColumn('review', 'text', (col) => col.notNull())
    .addColumn('post_time', 'bigint', (col) => col.notNull())
    .addColumn('seq', 'bigint', (col) => col.notNull())
    .addColumn('deleted', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('reviews_seq').on('reviews').columns(['seq', 'id']).execute();
  await db.schema
    .createIndex('reviews_meal')
    .on('reviews')
    .columns(['meal_id', 'deleted'])
    .execute();
  await db.schema
    .createIndex('reviews_user')
    .on('reviews')
    .columns(['user_email', 'deleted'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reviews').execute();
}
