// The health check's one query: the database answers at all.
import { sql } from 'kysely';
import type { Executor } from './database';

export async function pingDatabase(db: Executor): Promise<void> {
  await sql`SELECT 1`.execute(db);
}
