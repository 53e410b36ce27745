// The health check's one query: the database answers at all.
import { CompiledQuery } from 'kysely';
import type { Executor } from './database';

/** The same text on SQLite and PostgreSQL, so it is compiled once, not per probe. */
const SELECT_ONE = CompiledQuery.raw('SELECT 1');

export async function pingDatabase(db: Executor): Promise<void> {
  await db.executeQuery(SELECT_ONE);
}
