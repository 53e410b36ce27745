// Payment intents (what the server asked the card provider to charge) and verified payments.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_intents')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('client_secret', 'text', (col) => col.notNull().unique())
    .addColumn('user_email', 'text', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('package', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('failure_message', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('payment_date', 'bigint', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('package', 'text', (col) => col.notNull())
    .addColumn('transaction_id', 'text', (col) => col.notNull().unique())
    .addColumn('applied', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('payments_email').on('payments').columns(['email']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payments').execute();
  await db.schema.dropTable('payment_intents').execute();
}
