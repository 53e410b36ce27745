// How a counter's servings replicate (docs/decisions/0233-servings-exactly-once-per-resident-and-slot.md):
// admins pull them (from yesterday on) and push them. The table, its row as a document (the
// resident's e-mail, the corrected time and the arrival time stay on the server) and the push rule
// are all here.
//
// Exactly once per resident and slot: every serving is kept, and of a resident's servings of one
// slot the first by corrected scan time (the counter's clock plus its offset to the server's,
// then the id) counts; the others are flagged `duplicate`. A later-arriving serving that was
// scanned earlier becomes the first, and the one that counted until then is flagged instead, so
// the outcome does not depend on which counter synced first. A serving is written once: pushed
// again it is a replay (push-changes.ts), changed or deleted it is refused. The resident's row is
// held while the slot's servings are read, so two counters' pushes at once cannot both count.
import {
  addDaysToDate,
  dateAt,
  servingId,
  type MealType,
  type Serving,
  type SyncDoc,
} from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { nextSeq } from '../../db/sequence';
import type { Synced } from '../../db/tables';
import { conflict } from '../../http/errors';
import type { Clock } from '../hostel/clock';
import { loadSettings } from '../hostel/settings';
import type { ServerCollection } from '../sync/server-collection';

/** One serving recorded by a counter, id = servingId(date, slot, residentId, counterId). */
export type ServingsTable = Synced & {
  id: string;
  counter_id: string;
  resident_id: string;
  user_email: string; // the resident's, lower case, when the serving arrived
  date: string;
  slot: string;
  scanned_at: number; // the counter's clock at the scan
  clock_offset: number; // the server's clock minus the counter's, at the counter's last sync
  served_at: number; // scanned_at + clock_offset: the order servings are judged in
  duplicate: number; // 1: a later serving of the same resident and slot (kept, not counted)
  received_at: number; // the server's clock when the serving arrived
};

/** The tables this collection adds to the database's type (the registry gathers them). */
export type ServingsTables = { servings: ServingsTable };

type ServingRow = Pick<
  ServingsTable,
  | 'id'
  | 'counter_id'
  | 'resident_id'
  | 'date'
  | 'slot'
  | 'scanned_at'
  | 'clock_offset'
  | 'duplicate'
> & { deleted: number };

function toServingDoc(row: ServingRow): SyncDoc<Serving> {
  return {
    _id: row.id,
    counterId: row.counter_id,
    residentId: row.resident_id,
    date: row.date,
    slot: row.slot as MealType,
    scannedAt: Number(row.scanned_at),
    clockOffset: Number(row.clock_offset),
    duplicate: Number(row.duplicate) === 1,
    _deleted: Number(row.deleted) === 1,
  };
}

/** Servings are recorded for today and before, and tomorrow (a counter's early breakfast). */
const DAYS_AHEAD = 1;

async function recordServing(
  db: Executor,
  clock: Clock,
  doc: SyncDoc<Serving>,
  master: SyncDoc<Serving> | undefined,
): Promise<{ changed: boolean }> {
  if (doc._id !== servingId(doc.date, doc.slot, doc.residentId, doc.counterId)) {
    throw conflict(
      'A serving id must name its date, slot, resident and counter',
      'serving_id_mismatch',
    );
  }
  if (doc._deleted)
    throw conflict('A serving is recorded once and never deleted', 'serving_deleted');
  if (master) throw conflict('A serving is recorded once and never changed', 'serving_changed');
  const now = clock.now();
  const { timeZone } = await loadSettings(db);
  if (doc.date > addDaysToDate(dateAt(now, timeZone), DAYS_AHEAD)) {
    throw conflict('A serving cannot be for a day after tomorrow', 'too_far');
  }
  // Holding the resident's row (a row lock on PostgreSQL) serialises their servings.
  const held = await db
    .updateTable('users')
    .set((eb) => ({ pass_generation: eb.ref('pass_generation') }))
    .where('id', '=', doc.residentId)
    .returning('email')
    .executeTakeFirst();
  if (!held) throw conflict('No resident has this id', 'unknown_resident');
  const servedAt = doc.scannedAt + doc.clockOffset;
  const others = await db
    .selectFrom('servings')
    .select(['id', 'served_at', 'duplicate'])
    .where('date', '=', doc.date)
    .where('slot', '=', doc.slot)
    .where('resident_id', '=', doc.residentId)
    .where('deleted', '=', 0)
    .execute();
  const before = (at: number, id: string, than: { at: number; id: string }) =>
    at < than.at || (at === than.at && id < than.id);
  const first = others.reduce<{ at: number; id: string } | undefined>(
    (best, row) =>
      best === undefined || before(Number(row.served_at), row.id, best)
        ? { at: Number(row.served_at), id: row.id }
        : best,
    undefined,
  );
  const counts = first === undefined || before(servedAt, doc._id, first);
  if (counts) {
    // The one that counted until now (if any) becomes a duplicate, under a new sequence number.
    for (const row of others.filter((other) => Number(other.duplicate) === 0)) {
      await db
        .updateTable('servings')
        .set({ duplicate: 1, seq: await nextSeq(db) })
        .where('id', '=', row.id)
        .execute();
    }
  }
  await db
    .insertInto('servings')
    .values({
      id: doc._id,
      counter_id: doc.counterId,
      resident_id: doc.residentId,
      user_email: held.email.toLowerCase(),
      date: doc.date,
      slot: doc.slot,
      scanned_at: doc.scannedAt,
      clock_offset: doc.clockOffset,
      served_at: servedAt,
      duplicate: counts ? 0 : 1,
      received_at: now,
      seq: await nextSeq(db),
      deleted: 0,
    })
    .execute();
  return { changed: true };
}

/** Admins only (the catalogue's pull and push access); a serving is recorded once. */
export const servingsServer: ServerCollection = {
  sources: [
    { table: 'servings', dateColumn: 'date', toDoc: (row: ServingRow) => toServingDoc(row) },
  ],
  rule: {
    apply: (db, _user, pushed, master, { clock }) =>
      recordServing(
        db,
        clock,
        pushed as unknown as SyncDoc<Serving>,
        master as unknown as SyncDoc<Serving> | undefined,
      ),
    touches: () => ['servings'],
  },
};
