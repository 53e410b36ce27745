// Users: accounts of the embedded identity provider and the profile of spec §3.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('general'))
    .addColumn('badge', 'text', (col) => col.notNull().defaultTo('bronze'))
    .addColumn('package', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('about', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('photo', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('is_chatted', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('users').execute();
}
