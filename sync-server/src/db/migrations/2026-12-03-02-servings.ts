// Servings: one row per resident served at a counter, as the counter recorded it (its own id in
// the row's id, so two counters serving one resident offline keep two rows). The server keeps the
// first by corrected scan time (`served_at`) and flags the others `duplicate`. It replicates to
// admins (counters), so it has `seq` and a `deleted` tombstone like every synced table.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('servings')
    .addColumn('id', 'text', (col) => col.primaryKey()) // servingId(date, slot, resident, counter)
    .addColumn('counter_id', 'text', (col) => col.notNull())
    .addColumn('resident_id', 'text', (col) => col.notNull())
    .addColumn('user_email', 'text', (col) => col.notNull())
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('slot', 'text', (col) => col.notNull())
    // The counter's clock at the scan, and its offset to the server's at its last sync (ms).
    .addColumn('scanned_at', 'bigint', (col) => col.notNull())
    .addColumn('clock_offset', 'bigint', (col) => col.notNull())
    .addColumn('served_at', 'bigint', (col) => col.notNull()) // scanned_at + clock_offset
    .addColumn('duplicate', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('received_at', 'bigint', (col) => col.notNull()) // the server's clock at the push
    .addColumn('seq', 'bigint', (col) => col.notNull())
    .addColumn('deleted', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('servings_seq').on('servings').columns(['seq', 'id']).execute();
  await db.schema
    .createIndex('servings_slot')
    .on('servings')
    .columns(['date', 'slot', 'resident_id'])
    .execute();
  await db.schema
    .createIndex('servings_user')
    .on('servings')
    .columns(['user_email', 'date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('servings').execute();
}
