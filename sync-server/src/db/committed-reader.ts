// Synchronous reads of committed data, for the two reads made most often: the replication
// sequence a cached answer is checked against (http/read-cache.ts) and the readiness check's
// query. On SQLite they run on a second connection to the same file, opened read-only, with the
// statements prepared once. Through Kysely the sequence read cost about a fifth of a cached
// answer's CPU (its connection mutex, a promise per step), for a statement SQLite answers in a
// microsecond or two.
//
// Why a second connection and not the main one: the main connection is shared by every
// transaction (Kysely serialises them behind its mutex), and a read made on it while a
// transaction is open would see that transaction's uncommitted sequence number. A cached answer
// stored under a number that is then rolled back, and later taken again by a different write,
// would be served stale. A connection of its own outside any transaction reads, statement by
// statement, the latest committed state (WAL: readers never wait for the writer), which is
// exactly what the read cache's argument needs (http/read-cache.ts): the sequence is read first,
// and anything committed after it makes a new number.
//
// The sequence is read at most once per turn of the event loop: every request of a turn (under
// load, dozens) shares that read, where each one read it once or twice (the read cache, then a
// page's kept totals), about a tenth of a cached answer's CPU. A write this process
// commits forgets it at once (write-transaction.ts), so whoever wrote reads their own write; a
// write by another process (a command-line tool) is seen from the next turn, a millisecond or so
// later: PostgreSQL's staleness rule (docs/decisions/0289-sqlite-sequence-read-once-a-turn.md).
//
// PostgreSQL has no synchronous client: there the callers keep the asynchronous queries.
import SQLite from 'better-sqlite3';
import type { Db } from './database';

export type CommittedReader = {
  /** The latest committed replication sequence (0 before any write), read once a turn. */
  currentSeq: () => number;
  /** Forgets this turn's read: this process has just committed a write. */
  forgetSeq: () => void;
  /** Throws when the database does not answer a query. */
  ping: () => void;
  close: () => void;
};

const readers = new WeakMap<Db, CommittedReader>();

/**
 * A reader of the SQLite file `file`, opened at its first use (command-line tools that never
 * use it never open it). The file must already exist in WAL mode (openDatabase sees to it).
 */
export function sqliteCommittedReader(file: string): CommittedReader {
  let open:
    | { sqlite: SQLite.Database; seq: SQLite.Statement<[], number>; ping: SQLite.Statement }
    | undefined;
  let closed = false;
  const connection = () => {
    if (closed) throw new Error('the database is closed');
    if (!open) {
      const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
      // No busy timeout: a read that finds the file busy throws at once rather than blocking
      // the event loop, and the caller falls back to the asynchronous path.
      sqlite.pragma('busy_timeout = 0');
      open = {
        sqlite,
        // get() steps once and resets the statement: no read transaction is left open, so the
        // next call sees the next commit.
        seq: sqlite
          .prepare<[], number>(`SELECT value FROM sync_sequence WHERE name = 'global'`)
          .pluck(),
        ping: sqlite.prepare('SELECT 1'),
      };
    }
    return open;
  };
  let seqThisTurn: number | undefined;
  const forgetSeq = () => {
    seqThisTurn = undefined;
  };
  return {
    currentSeq: () => {
      if (seqThisTurn === undefined) {
        seqThisTurn = Number(connection().seq.get() ?? 0);
        setImmediate(forgetSeq); // once the turn's I/O callbacks and their promises have run
      }
      return seqThisTurn;
    },
    forgetSeq,
    ping: () => void connection().ping.get(),
    close: () => {
      closed = true;
      seqThisTurn = undefined;
      open?.sqlite.close();
      open = undefined;
    },
  };
}

/** Gives `db` its reader (openDatabase, for SQLite). */
export function attachCommittedReader(db: Db, reader: CommittedReader): void {
  readers.set(db, reader);
}

/** The synchronous reader of `db`, or undefined (PostgreSQL). */
export function committedReader(db: Db): CommittedReader | undefined {
  return readers.get(db);
}

/**
 * `read` on `db`'s committed reader, synchronously, where it has one (SQLite); else `query`,
 * asynchronously (PostgreSQL). A `read` that throws throws: a caller that would rather wait for
 * the query catches inside `read`.
 */
export function readCommittedNow<T>(
  db: Db,
  read: (reader: CommittedReader) => T | Promise<T>,
  query: (db: Db) => T | Promise<T>,
): T | Promise<T> {
  const reader = readers.get(db);
  return reader ? read(reader) : query(db);
}
