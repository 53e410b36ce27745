// The replication sequence and the reasons of refused pushes.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sync_sequence')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'bigint', (col) => col.notNull())
    .execute();
  await sql`INSERT INTO sync_sequence (name, value) VALUES ('global', 0)`.execute(db);
  await db.schema
    .createTable('sync_rejections')
    // SQLite numbers rows with INTEGER PRIMARY KEY AUTOINCREMENT; PostgreSQL with an identity.
    .addColumn('id', dialectOf(db) === 'postgres' ? 'bigint' : 'integer', (col) =>
      dialectOf(db) === 'postgres'
        ? col.primaryKey().generatedByDefaultAsIdentity()
        : col.primaryKey().autoIncrement(),
    )
    .addColumn('user_email', 'text', (col) => col.notNull())
    .addColumn('collection', 'text', (col) => col.notNull())
    .addColumn('document_id', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('sync_rejections_user')
    .on('sync_rejections')
    .columns(['user_email', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sync_rejections').execute();
  await db.schema.dropTable('sync_sequence').execute();
}
