// The replication pull: documents changed after a checkpoint, in (seq, id) order, at most
// batchSize of them, filtered by permission. A short page tells RxDB it has caught up, so the
// size is honoured exactly; the answer's checkpoint is the last document's (seq, id).
import type { Kysely } from 'kysely';
import type { SyncCheckpoint, SyncCollection, SyncPullResponse } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { currentSeq } from '../../db/sequence';
import type { Database } from '../../db/tables';
import { SYNC_SOURCES } from './collections';
import type { SyncSource } from './server-collection';

type PullInput = {
  checkpoint?: SyncCheckpoint;
  batchSize: number;
  ownerEmail?: string;
  /** Rows for days before this one are left out (sources with a date column). */
  fromDate?: string;
};
type Bounded = PullInput & { upTo: number };
type PulledRow = { seq: number; id: string; doc: object };

export async function pullChanges(
  db: Executor,
  collection: SyncCollection,
  input: PullInput,
): Promise<SyncPullResponse<object>> {
  // Only changes numbered up to the committed sequence: every one of those is committed, while a
  // higher number may belong to a writer still in flight (db/sequence.ts, gap safety). The
  // sources are then read by separate statements and still agree on what they serve.
  const upTo = await currentSeq(db);
  const pages = await Promise.all(
    SYNC_SOURCES[collection].map((source) => pullSource(db, source, { ...input, upTo })),
  );
  // Several tables (likes): merge their pages; the global sequence orders them all.
  const rows = pages
    .flat()
    .sort((a, b) => a.seq - b.seq || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, input.batchSize);
  const last = rows.at(-1);
  return {
    documents: rows.map((row) => row.doc) as SyncPullResponse<object>['documents'],
    checkpoint: last ? { id: last.id, seq: last.seq } : (input.checkpoint ?? null),
  };
}

async function pullSource(db: Executor, source: SyncSource, input: Bounded): Promise<PulledRow[]> {
  let query = (db as Kysely<Database>)
    .selectFrom(source.table as 'meals')
    .selectAll()
    .where('seq', '<=', input.upTo);
  if (source.ownerColumn) {
    query = query.where(source.ownerColumn as 'id', '=', input.ownerEmail ?? '');
  }
  if (source.dateColumn && input.fromDate !== undefined) {
    query = query.where(source.dateColumn as 'id', '>=', input.fromDate);
  }
  const after = input.checkpoint;
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('seq', '>', after.seq),
        eb.and([eb('seq', '=', after.seq), eb('id', '>', after.id)]),
      ]),
    );
  }
  const rows = await query.orderBy('seq').orderBy('id').limit(input.batchSize).execute();
  return rows.map((row) => ({ seq: Number(row.seq), id: row.id, doc: source.toDoc(row as never) }));
}
