// Meals and upcoming meals (same columns: an upcoming meal is a meal not yet published).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['meals', 'upcoming_meals']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('meal_title', 'text', (col) => col.notNull())
      .addColumn('meal_type', 'text', (col) => col.notNull())
      .addColumn('price', 'double precision', (col) => col.notNull())
      .addColumn('meal_image', 'text', (col) => col.notNull())
      .addColumn('ingredients', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('rating', 'bigint', (col) => col.notNull().defaultTo(0))
      .addColumn('post_time', 'bigint', (col) => col.notNull())
      .addColumn('likes', 'bigint', (col) => col.notNull().defaultTo(0))
      .addColumn('num_reviews', 'bigint', (col) => col.notNull().defaultTo(0))
      .addColumn('distributor_name', 'text', (col) => col.notNull())
      .addColumn('distributor_email', 'text', (col) => col.notNull())
      .addColumn('seq', 'bigint', (col) => col.notNull())
      .addColumn('deleted', 'bigint', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex(`${table}_seq`).on(table).columns(['seq', 'id']).execute();
    await db.schema
      .createIndex(`${table}_type_price`)
      .on(table)
      .columns(['deleted', 'meal_type', 'price', 'id'])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upcoming_meals').execute();
  await db.schema.dropTable('meals').execute();
}
