// Cover periods: the days a package payment pays for. Each row is one period of a resident's
// package, from `starts` to `ends` (both YYYY-MM-DD in the hostel's time zone, inclusive), with
// what was paid for it. `payment_id` names the payment that bought it (unique, so a payment
// buys one period however often it is presented); it is NULL for a first period given to a
// package held before periods existed without a payment on record. Payment intents learn what
// they are for ('subscribe': the spec's checkout; 'renew': a renewal), so an intent made for one
// cannot be spent on the other. (email, starts) is unique: two periods of one resident never
// start on the same day, and two server instances granting the same first period collide.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('package_covers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('package', 'text', (col) => col.notNull())
    .addColumn('paid', 'bigint', (col) => col.notNull())
    .addColumn('starts', 'text', (col) => col.notNull())
    .addColumn('ends', 'text', (col) => col.notNull())
    .addColumn('payment_id', 'text', (col) => col.unique())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('package_covers_email_starts')
    .unique()
    .on('package_covers')
    .columns(['email', 'starts'])
    .execute();
  await db.schema
    .createIndex('package_covers_dates')
    .on('package_covers')
    .columns(['starts', 'ends'])
    .execute();
  await db.schema
    .alterTable('payment_intents')
    .addColumn('purpose', 'text', (col) => col.notNull().defaultTo('subscribe'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_intents').dropColumn('purpose').execute();
  await db.schema.dropTable('package_covers').execute();
}
