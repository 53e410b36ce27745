// Hostel settings, the menu and skips. All three replicate, so each row has `seq` and
// a `deleted` tombstone. The settings table holds one row ('hostel'), created here with the
// defaults of that day (written out: migrations never import application code).
import { sql, type Kysely } from 'kysely';

const DEFAULT_SETTINGS = {
  timeZone: 'Asia/Dhaka',
  slots: {
    breakfast: { serveAt: '07:30', cutoffAt: '22:00', cutoffDayBefore: true },
    lunch: { serveAt: '13:00', cutoffAt: '09:00', cutoffDayBefore: false },
    dinner: { serveAt: '20:00', cutoffAt: '15:00', cutoffDayBefore: false },
  },
  // monthly price / 90, whole Tk: 3000, 4000, 5000
  rebates: { silver: 33, gold: 44, platinum: 56 },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hostel_settings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('data', 'text', (col) => col.notNull()) // JSON: timeZone, slots, rebates
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addColumn('seq', 'bigint', (col) => col.notNull())
    .addColumn('deleted', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE sync_sequence SET value = value + 1 WHERE name = 'global'`.execute(db);
  await sql`
    INSERT INTO hostel_settings (id, data, updated_at, seq, deleted)
    SELECT 'hostel', ${JSON.stringify(DEFAULT_SETTINGS)}, 0, value, 0
    FROM sync_sequence WHERE name = 'global'
  `.execute(db);

  await db.schema
    .createTable('menu_slots')
    .addColumn('id', 'text', (col) => col.primaryKey()) // `${date}:${slot}`
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('slot', 'text', (col) => col.notNull())
    .addColumn('meal_ids', 'text', (col) => col.notNull()) // JSON array of meal ids
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addColumn('seq', 'bigint', (col) => col.notNull())
    .addColumn('deleted', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('menu_slots_seq').on('menu_slots').columns(['seq', 'id']).execute();
  await db.schema.createIndex('menu_slots_date').on('menu_slots').columns(['date']).execute();

  await db.schema
    .createTable('skips')
    .addColumn('id', 'text', (col) => col.primaryKey()) // `${date}:${slot}:${email}`
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('slot', 'text', (col) => col.notNull())
    .addColumn('user_email', 'text', (col) => col.notNull())
    .addColumn('skipped', 'bigint', (col) => col.notNull())
    // The package and rebate when the skip was accepted: later price changes keep history.
    .addColumn('package', 'text', (col) => col.notNull())
    .addColumn('rebate', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addColumn('seq', 'bigint', (col) => col.notNull())
    .addColumn('deleted', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('skips_seq').on('skips').columns(['seq', 'id']).execute();
  await db.schema.createIndex('skips_user').on('skips').columns(['user_email', 'seq']).execute();
  await db.schema.createIndex('skips_date').on('skips').columns(['date', 'slot']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('skips').execute();
  await db.schema.dropTable('menu_slots').execute();
  await db.schema.dropTable('hostel_settings').execute();
}
