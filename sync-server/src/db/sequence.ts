// The replication sequence: one monotonic counter for every synced table. Each write to a synced
// row takes the next number inside the caller's transaction, so a pull by (seq, id) never misses
// a change and never depends on wall-clock time.
//
// Gap safety: the counter row stays locked by the transaction that bumped it until
// that transaction ends (on PostgreSQL writers even lock it first: write-transaction.ts). So
// numbers are taken in commit order, and the committed counter value S means every change
// numbered up to S is committed. Pulls read S first and serve only seq <= S (pull-changes.ts),
// so a change still in flight is never skipped by a checkpoint that passed it.
import { sql } from 'kysely';
import { readCommittedNow } from './committed-reader';
import type { Db, Executor } from './database';
import { preparedQuery } from './prepared-query';
import { noticedSeq } from './sequence-notices';

/** Per writing transaction: the highest sequence number it took (write-transaction.ts reads it). */
const takenIn = new WeakMap<Executor, number>();

function noteTaken(db: Executor, value: number): void {
  takenIn.set(db, Math.max(takenIn.get(db) ?? 0, value));
}

/** The highest sequence number `trx` took, or undefined when it took none. */
export function highestSeqTakenIn(trx: Executor): number | undefined {
  return takenIn.get(trx);
}

export async function nextSeq(db: Executor): Promise<number> {
  // Outside a transaction the number would be released before the row that carries it is
  // written, and a pull could pass it: refuse instead of losing a change silently.
  if (!db.isTransaction) throw new Error('nextSeq must run inside a writing transaction');
  const row = await sql<{ value: number }>`
    UPDATE sync_sequence SET value = value + 1 WHERE name = 'global' RETURNING value
  `.execute(db);
  const value = row.rows[0]?.value;
  if (value === undefined) throw new Error('sync_sequence is not initialised');
  noteTaken(db, Number(value));
  return Number(value);
}

/** The latest committed sequence number (0 before any write). The read cache keys answers by it;
 * pulls serve nothing above it. */
export async function currentSeq(db: Executor): Promise<number> {
  const row = await currentSeqQuery(db);
  return Number(row.rows[0]?.value ?? 0);
}
/**
 * currentSeq, known without waiting where the database allows it: SQLite reads it from the file
 * on the committed reader's own connection (committed-reader.ts); PostgreSQL takes the value its
 * notices last heard (sequence-notices.ts), with no round trip. Else the query. The read cache
 * reads it before every cached answer (http/read-cache.ts). A synchronous read that fails (e.g.
 * the file busy during recovery) falls back to the query on the main connection, which waits
 * its turn.
 */
export function currentSeqNow(db: Db): number | Promise<number> {
  return readCommittedNow(
    db,
    (reader) => {
      try {
        return reader.currentSeq();
      } catch {
        return currentSeq(db); // answers after its turn, or fails with the database's own error
      }
    },
    (postgres) => noticedSeq(postgres) ?? currentSeq(postgres),
  );
}

/** Read by currentSeq: built once (prepared-query.ts). */
const currentSeqQuery = preparedQuery((db: Executor) =>
  db.selectFrom('sync_sequence').select('value').where('name', '=', 'global'),
);

/**
 * Takes `count` consecutive sequence numbers in one statement (a write that changes several
 * synced rows, e.g. a like and its meal's counter), in ascending order: the same numbers
 * `count` calls of nextSeq would hand out, for one round trip.
 */
export async function nextSeqs(db: Executor, count: number): Promise<number[]> {
  if (!db.isTransaction) throw new Error('nextSeqs must run inside a writing transaction');
  const row = await sql<{ value: number }>`
    UPDATE sync_sequence SET value = value + ${count} WHERE name = 'global' RETURNING value
  `.execute(db);
  const last = row.rows[0]?.value;
  if (last === undefined) throw new Error('sync_sequence is not initialised');
  noteTaken(db, Number(last));
  return Array.from({ length: count }, (_, index) => Number(last) - count + 1 + index);
}
