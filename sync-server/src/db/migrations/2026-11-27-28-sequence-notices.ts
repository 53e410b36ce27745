// PostgreSQL tells every listening server instance of each committed write (db/sequence-notices.ts):
// the replication sequence's row notifies `hostel_sequence` with its new value whenever a write
// takes a number. NOTIFY is transactional: the notice goes out when the writing transaction
// commits, never for a rolled-back one, and in commit order. SQLite needs nothing: its servers
// read the committed sequence from the file itself (db/committed-reader.ts).
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`
    CREATE FUNCTION notify_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('hostel_sequence', NEW.value::text);
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER sync_sequence_notify AFTER UPDATE ON sync_sequence
    FOR EACH ROW WHEN (NEW.name = 'global') EXECUTE FUNCTION notify_sequence()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`DROP TRIGGER sync_sequence_notify ON sync_sequence`.execute(db);
  await sql`DROP FUNCTION notify_sequence()`.execute(db);
}
