// PostgreSQL: each server instance learns of committed writes by being told, not by asking. One
// connection of its own LISTENs on `hostel_sequence`, which the sync_sequence row notifies with
// its new value at the commit of every write (migrations/2026-11-27-28-sequence-notices.ts), by
// this instance, another instance or a command-line tool alike. The read cache then checks a
// cached answer against the last value heard, with no database round trip (http/read-cache.ts).
//
// The staleness rule: a write committed by this instance counts at once (write-transaction.ts
// tells it the numbers it took), so whoever wrote reads their write; a write by another instance
// or a tool counts once its notice arrives (its commit → PostgreSQL → this connection:
// milliseconds on one network). While the connection is down (not yet open, lost, reconnecting) nothing is heard,
// so every request reads the sequence from the database, as without notices: never staler.
// LISTEN is sent before the sequence is first read, so no commit falls between the two.
import pg from 'pg';
import type { Db } from './database';

export const SEQUENCE_CHANNEL = 'hostel_sequence';
const RECONNECT_MS = 1_000;

export type SequenceNotices = {
  /** The latest committed sequence heard of, or undefined while not listening. */
  current: () => number | undefined;
  /**
   * A write of this instance committed with sequence numbers up to `seq`. Writers take numbers
   * in commit order (write-transaction.ts), so every number up to it is committed too.
   */
  advance: (seq: number) => void;
  close: () => Promise<void>;
};

const attached = new WeakMap<Db, SequenceNotices>();

/** Gives `db` its notices (server.ts, on PostgreSQL). */
export function attachSequenceNotices(db: Db, notices: SequenceNotices): void {
  attached.set(db, notices);
}

/** Tells `db`'s notices, if any, of a write this instance committed (write-transaction.ts). */
export function noteCommittedSeq(db: Db, seq: number): void {
  attached.get(db)?.advance(seq);
}

/** The latest committed sequence `db`'s notices heard of, or undefined (not listening). */
export function noticedSeq(db: Db): number | undefined {
  return attached.get(db)?.current();
}

/**
 * Listens on `connectionString` for new sequence values; `readCurrent` reads the committed one
 * (after LISTEN, at each (re)connection). Resolves once listening, or once the first attempt
 * failed (then it keeps trying every second, and requests ask the database meanwhile).
 */
export async function listenForSequence(
  connectionString: string,
  readCurrent: () => Promise<number>,
  log: (line: string) => void = () => undefined,
): Promise<SequenceNotices> {
  let heard: number | undefined;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const lost = (which: pg.Client, why: unknown) => {
    if (which !== client) return;
    heard = undefined;
    client = undefined;
    which.removeAllListeners();
    which.on('error', () => undefined);
    void which.end().catch(() => undefined);
    if (closed) return;
    log(`sequence notices: connection lost (${String(why)}); reading the database meanwhile`);
    retry = setTimeout(() => void connect(), RECONNECT_MS);
    retry.unref();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString, keepAlive: true });
    client = next;
    let seen = 0;
    let listening = false;
    next.on('notification', (message) => {
      if (message.channel !== SEQUENCE_CHANNEL) return;
      seen = Math.max(seen, Number(message.payload));
      if (listening) heard = Math.max(heard ?? 0, seen);
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, 'closed'));
    try {
      await next.connect();
      await next.query(`LISTEN ${SEQUENCE_CHANNEL}`);
      const read = await readCurrent();
      if (client !== next) return;
      listening = true;
      heard = Math.max(read, seen);
    } catch (error) {
      lost(next, error);
    }
  };

  await connect();
  return {
    current: () => heard,
    advance: (seq) => {
      if (heard !== undefined) heard = Math.max(heard, seq);
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = undefined;
      heard = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}
