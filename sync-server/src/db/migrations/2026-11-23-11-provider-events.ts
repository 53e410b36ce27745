// Stripe's webhook: the events already handled (deduplicated by event id), refunds and disputes
// recorded against a payment, and on each payment whether the resident's own
// subscription-handler call has claimed it (a payment the webhook recorded first has not).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('provider_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('received_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('payment_adjustments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('transaction_id', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('payment_adjustments_transaction')
    .on('payment_adjustments')
    .columns(['transaction_id'])
    .execute();
  await db.schema
    .alterTable('payments')
    .addColumn('client_claimed', 'bigint', (col) => col.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('client_claimed').execute();
  await db.schema.dropTable('payment_adjustments').execute();
  await db.schema.dropTable('provider_events').execute();
}
