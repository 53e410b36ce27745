// A write the storage worker ended without answering (reviving-channel.ts): each of its rows
// either landed (the worker committed it before it ended) or did not. The new worker, which
// loads what was committed, is asked for the rows' documents: a document with the row's own
// revision and write time is the row landed; anything else means it did not. Only the rows that
// did not land are written again, so no write lands twice. A landed row's change event may have
// been lost with the worker: it is announced again, once, for the page's queries and replication.
import type { BulkWriteRow, EventBulk, RxDocumentData, RxStorageChangeEvent } from 'rxdb';

type Doc = RxDocumentData<Record<string, unknown>>;
export type Row = BulkWriteRow<Record<string, unknown>>;
export type ChangeBulk = EventBulk<RxStorageChangeEvent<Doc>, { id: string; lwt: number }>;

const idOf = (doc: Doc, primary: string) => doc[primary] as string;

/** Whether the stored document is exactly this row's write (same revision, same write time). */
const isWrittenBy = (stored: Doc | undefined, row: Row) =>
  stored !== undefined &&
  stored._rev === row.document._rev &&
  stored._meta.lwt === row.document._meta.lwt;

/** Splits a write's rows by what the new worker holds (`stored`: their documents, deleted too). */
export function sortUnanswered(
  rows: Row[],
  stored: Doc[],
  primary: string,
): { landed: Row[]; missing: Row[] } {
  const byId = new Map(stored.map((doc) => [idOf(doc, primary), doc]));
  const landed: Row[] = [];
  const missing: Row[] = [];
  for (const row of rows) {
    (isWrittenBy(byId.get(idOf(row.document, primary)), row) ? landed : missing).push(row);
  }
  return { landed, missing };
}

/** The event a storage emits for a row it wrote (as RxDB's categorizeBulkWriteRows makes it). */
function eventOf(row: Row, primary: string): RxStorageChangeEvent<Doc> | undefined {
  const { document, previous } = row;
  const documentId = idOf(document, primary);
  if (document._deleted) {
    if (!previous) return undefined; // a deleted document inserted: no event
    return {
      documentId,
      operation: 'DELETE',
      documentData: document,
      previousDocumentData: previous,
    };
  }
  if (!previous || previous._deleted) {
    return {
      documentId,
      operation: 'INSERT',
      documentData: document,
      previousDocumentData: undefined,
    };
  }
  return {
    documentId,
    operation: 'UPDATE',
    documentData: document,
    previousDocumentData: previous,
  };
}

/**
 * The change event of the landed rows the page has not heard of (`heard`: ids whose event came),
 * or undefined when there is none to announce.
 */
export function announcement(
  landed: Row[],
  heard: ReadonlySet<string>,
  primary: string,
  context: string,
  id: string,
): ChangeBulk | undefined {
  const events = landed
    .filter((row) => !heard.has(idOf(row.document, primary)))
    .map((row) => eventOf(row, primary))
    .filter((event) => event !== undefined);
  const newest = events.at(-1)?.documentData;
  if (!newest) return undefined;
  return { id, events, context, checkpoint: { id: idOf(newest, primary), lwt: newest._meta.lwt } };
}
