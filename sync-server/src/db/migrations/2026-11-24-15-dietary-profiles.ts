// Residents' dietary profiles: one row per resident (id = e-mail in lower case),
// replicated to its owner only, so it has `seq` and a `deleted` tombstone like every synced row.
// `avoid` is the JSON text of the allergen list.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dietary_profiles')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_email', 'text', (col) => col.notNull())
    .addColumn('diet', 'text')
    .addColumn('halal_only', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('avoid', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('hide_unsuitable', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addColumn('seq', 'bigint', (col) => col.notNull())
    .addColumn('deleted', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('dietary_profiles_seq')
    .on('dietary_profiles')
    .columns(['seq', 'id'])
    .execute();
  await db.schema
    .createIndex('dietary_profiles_user')
    .on('dietary_profiles')
    .columns(['user_email', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dietary_profiles').execute();
}
