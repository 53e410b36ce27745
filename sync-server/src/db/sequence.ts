// The replication sequence: one monotonic counter for every synced table. Each write to a synced
// row takes the next number inside the caller's transaction, so a pull by (seq, id) never misses
// a change and never depends on wall-clock time.
import { sql } from 'kysely';
import type { Executor } from './database';

export async function nextSeq(db: Executor): Promise<number> {
  const row = await sql<{ value: number }>`
    UPDATE sync_sequence SET value = value + 1 WHERE name = 'global' RETURNING value
  `.execute(db);
  const value = row.rows[0]?.value;
  if (value === undefined) throw new Error('sync_sequence is not initialised');
  return value;
}

/** The latest sequence number taken (0 before any write). The read cache keys answers by it. */
export async function currentSeq(db: Executor): Promise<number> {
  const row = await sql<{ value: number }>`
    SELECT value FROM sync_sequence WHERE name = 'global'
  `.execute(db);
  return Number(row.rows[0]?.value ?? 0);
}

/**
 * Takes `count` consecutive sequence numbers in one statement (a write that changes several
 * synced rows, e.g. a like and its meal's counter), in ascending order: the same numbers
 * `count` calls of nextSeq would hand out, for one round trip.
 */
export async function nextSeqs(db: Executor, count: number): Promise<number[]> {
  const row = await sql<{ value: number }>`
    UPDATE sync_sequence SET value = value + ${count} WHERE name = 'global' RETURNING value
  `.execute(db);
  const last = row.rows[0]?.value;
  if (last === undefined) throw new Error('sync_sequence is not initialised');
  return Array.from({ length: count }, (_, index) => Number(last) - count + 1 + index);
}
