// Every writing transaction goes through here. On PostgreSQL it first locks the replication
// sequence row (SELECT … FOR UPDATE), so writers run one at a time, in the order they took the
// lock, exactly as they do on SQLite (one writer at a time by design). That gives two things:
// - sequence numbers are handed out in commit order, so a pull never returns 42 while 41 is
//   still uncommitted (see sequence.ts and docs/decisions/0005-one-sequence-orders-every-synced-write.md);
// - the domain's read-check-write rules (one like per user, counters recomputed from rows,
//   "already requested") see every earlier write, as on SQLite.
// Reads never take the lock and stay concurrent.
import { sql, type Transaction } from 'kysely';
import type { Db } from './database';
import { dialectOf } from './dialect';
import type { Database } from './tables';

export function writeTransaction<T>(
  db: Db,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (dialectOf(db) === 'postgres') {
      await sql`SELECT value FROM sync_sequence WHERE name = 'global' FOR UPDATE`.execute(trx);
    }
    return work(trx);
  });
}
