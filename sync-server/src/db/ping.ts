// The health check's one query: the database answers at all.
import { CompiledQuery } from 'kysely';
import { readCommittedNow } from './committed-reader';
import type { Db, Executor } from './database';

/** The same text on SQLite and PostgreSQL, so it is compiled once, not per probe. */
const SELECT_ONE = CompiledQuery.raw('SELECT 1');

export async function pingDatabase(db: Executor): Promise<void> {
  await db.executeQuery(SELECT_ONE);
}

/**
 * The health check's ping, synchronous on SQLite (its committed reader's own connection,
 * committed-reader.ts: a probe no longer waits behind a running transaction for Kysely's
 * connection mutex), asynchronous on PostgreSQL. Throws or rejects when the database does not
 * answer (closed, unreachable).
 */
export function pingDatabaseNow(db: Db): void | Promise<void> {
  return readCommittedNow(db, (reader) => reader.ping(), pingDatabase);
}
