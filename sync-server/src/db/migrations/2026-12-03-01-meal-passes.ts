// The meal pass (docs/decisions/0230-the-meal-pass-signed-day-passes-and-one-time-codes.md): each
// resident's pass generation (raised to replace every pass already issued: a password change,
// "sign out everywhere"), and the signing keys when the instances share a PostgreSQL database
// (meal-pass/pass-keys.ts; on SQLite they are kept in DATA_DIR).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('pass_generation', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('meal_pass_keys')
    .addColumn('key_id', 'text', (col) => col.primaryKey())
    .addColumn('secret_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('meal_pass_keys').execute();
  await db.schema.alterTable('users').dropColumn('pass_generation').execute();
}
