// What each side of a conversation has read: the customer's mark and the admins' (one for all
// admins, who share the 'admin' side), each the created_at of the last message read. Unread
// messages are the other side's after the mark. Conversations already there start read up to
// their last message, so the history from before read marks is not suddenly "unread".
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('conversations')
    .addColumn('customer_read_at', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('conversations')
    .addColumn('admin_read_at', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  const last = sql`coalesce((select max(m.created_at) from messages m where m.conversation_id = conversations.id), 0)`;
  await sql`update conversations set customer_read_at = ${last}, admin_read_at = ${last}`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('conversations').dropColumn('admin_read_at').execute();
  await db.schema.alterTable('conversations').dropColumn('customer_read_at').execute();
}
