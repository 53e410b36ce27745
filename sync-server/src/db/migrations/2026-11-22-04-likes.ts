// Meal likes and upcoming-meal likes: one row per user and target. A counter on the meal always
// equals its rows with liked = 1 and deleted = 0.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, parent] of [
    ['meal_likes', 'meals'],
    ['upcoming_likes', 'upcoming_meals'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('target_id', 'text', (col) => col.notNull().references(`${parent}.id`))
      .addColumn('user_email', 'text', (col) => col.notNull())
      .addColumn('liked', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .addColumn('seq', 'bigint', (col) => col.notNull())
      .addColumn('deleted', 'bigint', (col) => col.notNull().defaultTo(0))
      .addUniqueConstraint(`${table}_one_per_user`, ['target_id', 'user_email'])
      .execute();
    await db.schema.createIndex(`${table}_seq`).on(table).columns(['seq', 'id']).execute();
    await db.schema.createIndex(`${table}_user`).on(table).columns(['user_email', 'seq']).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upcoming_likes').execute();
  await db.schema.dropTable('meal_likes').execute();
}
