// Values that only a write can change (a table's live total, a category's), computed once per
// replication sequence and then known to the instance. Every write to a synced row takes a new
// sequence number (sequence.ts), so a value computed after the sequence was read as N holds for as
// long as the sequence is still N. The sequence itself is known without a round trip
// (currentSeqNow: SQLite's committed reader, PostgreSQL's notices), so a request whose sequence
// matches costs no query at all, and each value is computed at most once per sequence, however
// many requests ask (they share the computation in flight).
//
// The same reasoning, and the same staleness rule, as the read cache's (http/read-cache.ts,
// db/sequence-notices.ts): a value kept under N was computed after N was read, so it shows N or a
// later write; on PostgreSQL another instance's write counts once its notice arrives. Only values
// of tables whose every write takes a sequence number may be kept this way (synced-tables.ts).
import type { Db } from './database';
import { currentSeqNow } from './sequence';

type Kept<K, T> = { seq: number; values: Map<K, Promise<T>> };

/** `compute(db, key)`, run at most once per replication sequence, database and key. */
export function oncePerSequence<K, T>(
  compute: (db: Db, key: K) => Promise<T>,
): (db: Db, key: K) => Promise<T> {
  const kept = new WeakMap<Db, Kept<K, T>>();

  const under = (db: Db, key: K, seq: number): Promise<T> => {
    let known = kept.get(db);
    // A request that read an older sequence than the kept one (its read was a query that
    // answered late): computed for it alone, the newer values stay.
    if (known && known.seq > seq) return compute(db, key);
    if (!known || known.seq < seq) {
      known = { seq, values: new Map() };
      kept.set(db, known);
    }
    const values = known.values;
    let value = values.get(key);
    if (!value) {
      value = compute(db, key);
      values.set(key, value);
      // A failed computation is not kept: the next request tries again.
      value.catch(() => {
        if (values.get(key) === value) values.delete(key);
      });
    }
    return value;
  };

  return (db, key) => {
    const seq = currentSeqNow(db);
    return typeof seq === 'number' ? under(db, key, seq) : seq.then((read) => under(db, key, read));
  };
}
