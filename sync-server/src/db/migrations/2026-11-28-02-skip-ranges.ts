// Skips made by "I'm away from … to …" carry the id of their range (null for a skip made on its
// own), so the range can be undone without touching skips made separately. The range id is a
// label only: each skip is still judged, rebated and counted on its own.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('skips').addColumn('range_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('skips').dropColumn('range_id').execute();
}
