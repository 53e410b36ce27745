// Every writing transaction goes through here. On PostgreSQL it first locks the replication
// sequence row (SELECT … FOR UPDATE), so writers run one at a time, in the order they took the
// lock, exactly as they do on SQLite (one writer at a time by design). That gives two things:
// - sequence numbers are handed out in commit order, so a pull never returns 42 while 41 is
//   still uncommitted (see sequence.ts and docs/decisions/0005-one-sequence-orders-every-synced-write.md);
// - the domain's read-check-write rules (one like per user, counters recomputed from rows,
//   "already requested") see every earlier write, as on SQLite.
// Reads never take the lock and stay concurrent.
// Once committed, the instance's sequence notices learn of the numbers the write took at once
// (sequence-notices.ts), and SQLite's committed reader forgets the sequence it read this turn
// (committed-reader.ts): whoever wrote reads their own write, without waiting.
import { sql, type Transaction } from 'kysely';
import { committedReader } from './committed-reader';
import type { Db } from './database';
import { dialectOf } from './dialect';
import { highestSeqTakenIn } from './sequence';
import { noteCommittedSeq } from './sequence-notices';
import type { Database } from './tables';

export async function writeTransaction<T>(
  db: Db,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  let writer: Transaction<Database> | undefined;
  const result = await db.transaction().execute(async (trx) => {
    writer = trx;
    if (dialectOf(db) === 'postgres') {
      await sql`SELECT value FROM sync_sequence WHERE name = 'global' FOR UPDATE`.execute(trx);
    }
    return work(trx);
  });
  const committed = writer && highestSeqTakenIn(writer);
  if (committed !== undefined) {
    noteCommittedSeq(db, committed);
    committedReader(db)?.forgetSeq(); // SQLite: the next read this turn sees the write
  }
  return result;
}
