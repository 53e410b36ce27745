// Web Push: each device's subscription (named by its push service URL, tied to the sign-in that
// made it, so it ends with that sign-in), each resident's notification settings, the claims
// that make a scheduled reminder go out once however many instances run, and the VAPID key
// pair when the instances share a PostgreSQL database (push/vapid-keys.ts).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('endpoint', 'text', (col) => col.primaryKey())
    .addColumn('user_email', 'text', (col) => col.notNull())
    .addColumn('session_hash', 'text', (col) => col.notNull())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user')
    .on('push_subscriptions')
    .column('user_email')
    .execute();
  await db.schema
    .createIndex('push_subscriptions_session')
    .on('push_subscriptions')
    .column('session_hash')
    .execute();
  await db.schema
    .createTable('push_settings')
    .addColumn('user_email', 'text', (col) => col.primaryKey())
    .addColumn('settings', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('push_reminders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('sent_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('push_vapid_keys')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('private_key', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'push_vapid_keys',
    'push_reminders',
    'push_settings',
    'push_subscriptions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
