// Routes (and the sync push) open the one transaction around a domain function; domain
// functions take the executor and never open one of their own. db/write-transaction.ts says
// why writers take a lock first on PostgreSQL. Small, frequent writes (likes, reviews) go
// through `inGroupCommit`: the same guarantees, one shared COMMIT for a burst.
import type { Db, Trx } from '../db/database';
import { createGroupCommit, type GroupCommit } from '../db/group-commit';
import { writeTransaction } from '../db/write-transaction';

export function inTransaction<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> {
  return writeTransaction(db, work);
}

/** One group commit per database (the app opens one; tests open many). */
const groupCommits = new WeakMap<Db, GroupCommit>();

export type GroupCommitStats = { batches: number; writes: number; largest: number };
const stats = new WeakMap<Db, GroupCommitStats>();

/** How the group commit of `db` has batched so far (tests and the benchmark read it). */
export function groupCommitStats(db: Db): GroupCommitStats {
  return { ...(stats.get(db) ?? { batches: 0, writes: 0, largest: 0 }) };
}

/**
 * Like inTransaction, but the write may share its transaction with others that arrive at the
 * same moment (db/group-commit.ts). It settles only after the shared COMMIT; its own error (a
 * rule it broke) is its own and leaves the others committed.
 */
export function inGroupCommit<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> {
  let group = groupCommits.get(db);
  if (!group) {
    const counts: GroupCommitStats = { batches: 0, writes: 0, largest: 0 };
    stats.set(db, counts);
    group = createGroupCommit((batch) => inTransaction(db, batch), {
      onBatch: (size) => {
        counts.batches += 1;
        counts.writes += size;
        counts.largest = Math.max(counts.largest, size);
      },
    });
    groupCommits.set(db, group);
  }
  return group.run(work);
}
