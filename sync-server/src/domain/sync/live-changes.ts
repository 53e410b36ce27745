// The reads behind the live channel (realtime/live-sync.ts): the rows of a collection changed
// in a window of sequence numbers, as documents with their owner. Kept here so SQL stays in
// db/ and domain/.
import type { SyncCollection, SyncDoc } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { SYNC_SOURCES } from './collections';

export type ChangedRow = { seq: number; doc: SyncDoc<Record<string, unknown>>; owner?: string };

/** Rows of a collection with after < seq ≤ upTo, in sequence order (at most limit + 1). */
export async function changedRows(
  db: Executor,
  collection: SyncCollection,
  after: number,
  upTo: number,
  limit: number,
): Promise<ChangedRow[]> {
  const pages = await Promise.all(
    SYNC_SOURCES[collection].map(async (source) => {
      const rows = await db
        .selectFrom(source.table as 'meals')
        .selectAll()
        .where('seq', '>', after)
        .where('seq', '<=', upTo)
        .orderBy('seq')
        .limit(limit + 1)
        .execute();
      return rows.map((row) => ({
        seq: Number(row.seq),
        doc: source.toDoc(row as never) as SyncDoc<Record<string, unknown>>,
        owner: source.ownerColumn
          ? String((row as Record<string, unknown>)[source.ownerColumn]).toLowerCase()
          : undefined,
      }));
    }),
  );
  return pages.flat().sort((a, b) => a.seq - b.seq);
}
