// One collection of the memory-mapped storage, shared by every storage instance opened on it
// (each tab's, through the one SharedWorker): its documents in an RxDB memory-storage instance
// (queries, conflict checks, indexes), its IndexedDB log (idb-log.ts), one queue for writes and
// one stream of change events. Memory always equals what is durable: a write is checked against
// memory, appended to the log, and only once the IndexedDB transaction has committed applied to
// memory and announced. A write the app saw accepted is on disk; a crash before the commit loses
// a write nobody was told of. Reads are never queued: they see the last committed state.
import {
  categorizeBulkWriteRows,
  getPrimaryFieldOfPrimaryKey,
  type BulkWriteRow,
  type EventBulk,
  type RxDocumentData,
  type RxStorage,
  type RxStorageBulkWriteResponse,
  type RxStorageChangeEvent,
  type RxStorageInstanceCreationParams,
} from 'rxdb';
import type { RxStorageInstanceMemory } from 'rxdb/plugins/storage-memory';
import { Subject } from 'rxjs';
import { holdExclusive, type LockManagerLike } from './collection-lock';
import { CHUNK_DOCS, IdbLog } from './idb-log';

type Doc = RxDocumentData<unknown>;
type Memory = RxStorageInstanceMemory<unknown>;
export type ChangeBulk = EventBulk<RxStorageChangeEvent<Doc>, unknown>;

/** Records beyond the compacted size that the log may hold before it is compacted. */
const SPARE_RECORDS = 200;
const LOAD_CONTEXT = 'memory-mapped-load';

export class MappedCollection {
  readonly changes$ = new Subject<ChangeBulk>();
  /** Open storage instances on this collection. */
  refCount = 0;
  removed = false;
  /** Resolves once the log is loaded into memory; every call awaits it. */
  readonly ready: Promise<void>;
  private memory!: Memory;
  private log!: IdbLog;
  private readonly primaryPath: string;
  /** Writes, compaction and the end run one at a time, in order. */
  private queue: Promise<unknown> = Promise.resolve();
  /** Lets go of this collection's writer lock (collection-lock.ts), once it is closed. */
  private unlock: () => void = () => undefined;

  constructor(
    private readonly factory: IDBFactory,
    readonly idbName: string,
    params: RxStorageInstanceCreationParams<unknown, unknown>,
    memoryStorage: RxStorage<unknown, unknown>,
    /** A previous state of the same collection still closing (its last writes committing). */
    previous: Promise<void>,
    /** The Web Locks that keep another worker (another app version) off this log. */
    private readonly locks: LockManagerLike | undefined,
  ) {
    this.primaryPath = getPrimaryFieldOfPrimaryKey(params.schema.primaryKey);
    this.ready = this.load(params, memoryStorage, previous);
    // A failed load fails every call (each awaits it); it must not count as unhandled here.
    this.ready.catch(() => undefined);
  }

  private async load(
    params: RxStorageInstanceCreationParams<unknown, unknown>,
    memoryStorage: RxStorage<unknown, unknown>,
    previous: Promise<void>,
  ): Promise<void> {
    await previous;
    // Before reading the log: another worker still writing it must be done (collection-lock.ts).
    this.unlock = await holdExclusive(this.locks, this.idbName);
    try {
      await this.loadLog(params, memoryStorage);
    } catch (error) {
      this.log?.close();
      this.unlock();
      throw error;
    }
  }

  private async loadLog(
    params: RxStorageInstanceCreationParams<unknown, unknown>,
    memoryStorage: RxStorage<unknown, unknown>,
  ): Promise<void> {
    this.memory = (await memoryStorage.createStorageInstance({
      ...params,
      options: {},
    })) as unknown as Memory;
    this.log = await IdbLog.open(this.factory, this.idbName);
    const records = await this.log.readAll();
    const byId = new Map<string, Doc>();
    for (const record of records) {
      for (const doc of record.docs)
        byId.set((doc as unknown as Record<string, string>)[this.primaryPath]!, doc);
    }
    if (byId.size > 0) {
      const rows = [...byId.values()].map((document) => ({ document }));
      await this.memory.bulkWrite(rows as BulkWriteRow<unknown>[], LOAD_CONTEXT);
    }
    if (this.needsCompaction()) await this.compact();
  }

  /** The memory instance, once loaded (reads go straight to it). */
  async loaded(): Promise<Memory> {
    await this.ready;
    if (this.removed) throw new Error(`storage instance removed (${this.idbName})`);
    return this.memory;
  }

  /** Resolves once everything queued so far (writes, removal) is done. */
  idle(): Promise<void> {
    return this.queue.then(() => undefined);
  }

  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  bulkWrite(
    rows: BulkWriteRow<unknown>[],
    context: string,
  ): Promise<RxStorageBulkWriteResponse<unknown>> {
    return this.exclusive(async () => {
      const memory = await this.loaded();
      memory.ensurePersistence();
      const documents = memory.internals.documents;
      const checked = categorizeBulkWriteRows(
        memory,
        this.primaryPath as never,
        documents,
        rows,
        context,
      );
      const inserts = checked.bulkInsertDocs;
      const updates = checked.bulkUpdateDocs;
      if (inserts.length + updates.length === 0) return { error: checked.errors };
      const docs: Doc[] = new Array(inserts.length + updates.length);
      for (let i = 0; i < inserts.length; i++) docs[i] = inserts[i]!.document;
      for (let i = 0; i < updates.length; i++) docs[inserts.length + i] = updates[i]!.document;
      await this.log.append(docs, documents.size + inserts.length);
      // Durable: now memory takes it (the same check again, on the same state: same answer).
      const result = await memory.bulkWrite(rows, context);
      const applied = memory.categorizedByWriteInput.get(rows);
      if (applied && applied.eventBulk.events.length > 0) {
        this.changes$.next(applied.eventBulk as ChangeBulk);
      }
      if (this.needsCompaction()) void this.exclusive(() => this.compact()).catch(logFailure);
      return result;
    });
  }

  private needsCompaction(): boolean {
    const live = this.memory.internals.documents.size;
    return (
      this.log.records > Math.ceil(live / CHUNK_DOCS) + SPARE_RECORDS ||
      this.log.loggedDocs > 2 * live + 10 * CHUNK_DOCS
    );
  }

  /** Rewrites the log as the live documents in chunks (one transaction: all or nothing). */
  private async compact(): Promise<void> {
    if (this.removed) return;
    this.memory.ensurePersistence();
    await this.log.rewrite([...this.memory.internals.documents.values()]);
  }

  /** RxDB's clean-up of old tombstones, made durable (else they would come back on reload). */
  cleanup(minimumDeletedTime: number): Promise<boolean> {
    return this.exclusive(async () => {
      const memory = await this.loaded();
      memory.ensurePersistence();
      const before = memory.internals.documents.size;
      const done = await memory.cleanup(minimumDeletedTime);
      if (memory.internals.documents.size !== before) await this.compact();
      return done;
    });
  }

  /** Once the last instance closes: lets pending writes commit, then closes the database. */
  end(): Promise<void> {
    return this.exclusive(async () => {
      try {
        await this.ready;
      } catch {
        return;
      }
      if (this.removed) return;
      try {
        this.log.close();
        await this.memory.remove();
        this.changes$.complete();
      } finally {
        this.unlock();
      }
    });
  }

  /** Deletes the collection: memory and its IndexedDB database. */
  remove(): Promise<void> {
    return this.exclusive(async () => {
      await this.ready.catch(() => undefined);
      this.removed = true;
      try {
        this.log?.close();
        await this.memory?.remove();
        await IdbLog.remove(this.factory, this.idbName);
        this.changes$.complete();
      } finally {
        this.unlock();
      }
    });
  }
}

function logFailure(error: unknown) {
  console.error('memory-mapped storage: compaction failed (the log stays as it was)', error);
}
