// The IndexedDB side of the memory-mapped storage: one IndexedDB database
// per collection, holding the collection's documents as a log of large records instead of one
// record per document. Each successful bulk write appends ONE record ({ seq, docs }), and a
// small 'head' record (written in the same transaction) says how many documents the collection
// holds, so a reader (the first-sync benchmark) can count durable documents without reading them.
// Compaction rewrites the live documents as chunks of ~1,000 in one transaction. IndexedDB's
// per-record cost (a LevelDB entry, index keys, a structured clone each) is what bounded a first
// sync; a few dozen records of 2,000 documents cost a fraction of 60,000 records of one.
import type { RxDocumentData } from 'rxdb';

type Doc = RxDocumentData<unknown>;
export type LogRecord = { seq: number; docs: Doc[] };
/** The 'head' store's one record: the documents the collection holds after the last write. */
export type LogHead = { live: number; seq: number };

const LOG = 'log';
const HEAD = 'head';
const HEAD_KEY = 'head';
/** Documents per record when compacting. */
export const CHUNK_DOCS = 1000;

function requested<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function completed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

export class IdbLog {
  /** Records in the log now (compaction looks at it). */
  records = 0;
  /** Documents written in all records (a document written twice counts twice). */
  loggedDocs = 0;
  private nextSeq = 1;

  private constructor(private readonly db: IDBDatabase) {}

  static async open(factory: IDBFactory, name: string): Promise<IdbLog> {
    const request = factory.open(name, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(LOG, { keyPath: 'seq' });
      request.result.createObjectStore(HEAD);
    };
    return new IdbLog(await requested(request));
  }

  /** Every record, oldest first (later records hold newer states of the same documents). */
  async readAll(): Promise<LogRecord[]> {
    const tx = this.db.transaction(LOG, 'readonly');
    const records = (await requested(tx.objectStore(LOG).getAll())) as LogRecord[];
    this.records = records.length;
    this.loggedDocs = records.reduce((sum, record) => sum + record.docs.length, 0);
    this.nextSeq = records.length > 0 ? records[records.length - 1]!.seq + 1 : 1;
    return records;
  }

  /** Appends one record; resolves once the transaction is committed. */
  async append(docs: Doc[], live: number): Promise<void> {
    const tx = this.db.transaction([LOG, HEAD], 'readwrite');
    const seq = this.nextSeq;
    tx.objectStore(LOG).put({ seq, docs } satisfies LogRecord);
    tx.objectStore(HEAD).put({ live, seq } satisfies LogHead, HEAD_KEY);
    await completed(tx);
    this.nextSeq = seq + 1;
    this.records += 1;
    this.loggedDocs += docs.length;
  }

  /** Replaces the whole log with these documents in chunks, in one transaction. */
  async rewrite(docs: Doc[]): Promise<void> {
    const tx = this.db.transaction([LOG, HEAD], 'readwrite');
    const log = tx.objectStore(LOG);
    log.clear();
    let seq = this.nextSeq;
    for (let start = 0; start < docs.length; start += CHUNK_DOCS) {
      log.put({ seq, docs: docs.slice(start, start + CHUNK_DOCS) } satisfies LogRecord);
      seq += 1;
    }
    tx.objectStore(HEAD).put({ live: docs.length, seq: seq - 1 } satisfies LogHead, HEAD_KEY);
    await completed(tx);
    this.records = Math.ceil(docs.length / CHUNK_DOCS);
    this.loggedDocs = docs.length;
    this.nextSeq = seq;
  }

  close(): void {
    this.db.close();
  }

  static async remove(factory: IDBFactory, name: string): Promise<void> {
    await requested(factory.deleteDatabase(name));
  }
}
