// Group commit: small writes that arrive together (likes, unlikes, reviews) share ONE
// transaction, so a burst of N writes costs one BEGIN/COMMIT (and one WAL append) instead of N.
// Each write still runs alone in effect: it gets its own savepoint, so a write that throws is
// rolled back to its savepoint and answers its own error while the others of the batch commit.
// Every caller's promise settles only AFTER the shared COMMIT has returned: no write is answered
// as done before it is durable, and if the COMMIT fails every write of the batch fails with it.
//
// Batches form without a timer: the first write waits one setImmediate (so the requests parsed in
// the same I/O turn join it); while a batch runs, new writes queue and form the next batch.
// Under no load a write therefore waits less than a millisecond; under load batches grow by
// themselves, up to `maxBatch`.
import { sql, type Transaction } from 'kysely';
import type { Database } from './tables';

type Work<T> = (trx: Transaction<Database>) => Promise<T>;

type Pending = {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export type GroupCommit = {
  /** Runs `work` in a transaction shared with the writes that arrive with it. */
  run<T>(work: Work<T>): Promise<T>;
};

/** Opens a writing transaction around `work` (http/transaction.ts's inTransaction). */
export type Transact = <T>(work: Work<T>) => Promise<T>;

export type GroupCommitOptions = {
  /** The most writes one transaction takes (bounds how long it holds the connection). */
  maxBatch?: number;
  /** Called after each committed batch with its size (tests and the benchmark count batches). */
  onBatch?: (size: number) => void;
};

export function createGroupCommit(
  transaction: Transact,
  { maxBatch = 100, onBatch }: GroupCommitOptions = {},
): GroupCommit {
  const queue: Pending[] = [];
  let running = false;
  let scheduled = false;

  function schedule(): void {
    if (running || scheduled || queue.length === 0) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      void flush();
    });
  }

  async function flush(): Promise<void> {
    running = true;
    const batch = queue.splice(0, maxBatch);
    try {
      const outcomes = await (batch.length === 1 ? runAlone(batch[0]!) : runTogether(batch));
      onBatch?.(batch.length);
      batch.forEach((pending, index) => {
        const outcome = outcomes[index]!;
        if (outcome.ok) pending.resolve(outcome.value);
        else pending.reject(outcome.error);
      });
    } catch (error) {
      // The transaction itself failed (BEGIN, a savepoint command, COMMIT): nothing of the
      // batch was committed, so every write of it fails (runAlone's own failure is an outcome).
      for (const pending of batch) pending.reject(error);
    } finally {
      running = false;
      schedule();
    }
  }

  /** One write: exactly what a transaction of its own does (no savepoint needed). */
  async function runAlone(pending: Pending): Promise<Outcome[]> {
    try {
      return [{ ok: true, value: await transaction(pending.work) }];
    } catch (error) {
      return [{ ok: false, error }];
    }
  }

  function runTogether(batch: Pending[]): Promise<Outcome[]> {
    // Savepoints as plain SQL (the same in SQLite and PostgreSQL), so the batch runs in the
    // ordinary transaction callback: a failed savepoint command or COMMIT rolls it all back.
    return transaction(async (trx) => {
      const outcomes: Outcome[] = [];
      for (const pending of batch) {
        await sql`SAVEPOINT group_write`.execute(trx);
        try {
          const value = await pending.work(trx);
          await sql`RELEASE SAVEPOINT group_write`.execute(trx);
          outcomes.push({ ok: true, value });
        } catch (error) {
          // Undo this write alone; the ones before it in the batch stay.
          await sql`ROLLBACK TO SAVEPOINT group_write`.execute(trx);
          await sql`RELEASE SAVEPOINT group_write`.execute(trx);
          outcomes.push({ ok: false, error });
        }
      }
      return outcomes;
    });
  }

  return {
    run<T>(work: Work<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
        schedule();
      });
    },
  };
}
