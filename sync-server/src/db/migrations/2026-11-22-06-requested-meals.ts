// Requested meals: at most one live request per user and meal.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('requested_meals')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('meal_id', 'text', (col) => col.notNull().references('meals.id'))
    .addColumn('user_email', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('meal_title', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('request_time', 'bigint', (col) => col.notNull())
    .addColumn('seq', 'bigint', (col) => col.notNull())
    .addColumn('deleted', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('requested_meals_seq')
    .on('requested_meals')
    .columns(['seq', 'id'])
    .execute();
  await sql`CREATE UNIQUE INDEX requested_meals_one_per_user
    ON requested_meals (meal_id, user_email) WHERE deleted = 0`.execute(db);
  await db.schema
    .createIndex('requested_meals_user')
    .on('requested_meals')
    .columns(['user_email', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('requested_meals').execute();
}
