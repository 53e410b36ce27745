// One collection of the memory-mapped storage, shared by every storage instance opened on it
// (each tab's, through the one SharedWorker): its documents in memory (document-map.ts: queries,
// conflict checks, indexes), its IndexedDB log (idb-log.ts), one queue for writes and
// one stream of change events. Memory always equals what is durable: a write is checked against
// memory, appended to the log, and only once the IndexedDB transaction has committed applied to
// memory and announced. A write the app saw accepted is on disk; a crash before the commit loses
// a write nobody was told of. Reads are never queued: they see the last committed state.
import {
  getPrimaryFieldOfPrimaryKey,
  type BulkWriteRow,
  type EventBulk,
  type RxDocumentData,
  type RxStorageBulkWriteResponse,
  type RxStorageChangeEvent,
  type RxStorageInstance,
  type RxStorageInstanceCreationParams,
} from 'rxdb';
import { Subject } from 'rxjs';
import { holdExclusive, type LockManagerLike } from './collection-lock';
import { DocumentMap } from './document-map';
import { CHUNK_DOCS, IdbLog } from './idb-log';

type Doc = RxDocumentData<unknown>;
export type ChangeBulk = EventBulk<RxStorageChangeEvent<Doc>, unknown>;

/** Records beyond the compacted size that the log may hold before it is compacted. */
const SPARE_RECORDS = 200;

export class MappedCollection {
  readonly changes$ = new Subject<ChangeBulk>();
  /** Open storage instances on this collection. */
  refCount = 0;
  removed = false;
  /** Resolves once the log is loaded into memory; every call awaits it. */
  readonly ready: Promise<void>;
  private readonly memory: DocumentMap;
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
    /** A previous state of the same collection still closing (its last writes committing). */
    previous: Promise<void>,
    /** The Web Locks that keep another worker (another app version) off this log. */
    private readonly locks: LockManagerLike | undefined,
  ) {
    this.primaryPath = getPrimaryFieldOfPrimaryKey(params.schema.primaryKey);
    this.memory = new DocumentMap(params.schema, this.primaryPath);
    this.ready = this.load(previous);
    // A failed load fails every call (each awaits it); it must not count as unhandled here.
    this.ready.catch(() => undefined);
  }

  private async load(previous: Promise<void>): Promise<void> {
    await previous;
    // Before reading the log: another worker still writing it must be done (collection-lock.ts).
    this.unlock = await holdExclusive(this.locks, this.idbName);
    try {
      await this.loadLog();
    } catch (error) {
      this.log?.close();
      this.unlock();
      throw error;
    }
  }

  private async loadLog(): Promise<void> {
    this.log = await IdbLog.open(this.factory, this.idbName);
    const records = await this.log.readAll();
    const byId = new Map<string, Doc>();
    for (const record of records) {
      for (const doc of record.docs)
        byId.set((doc as unknown as Record<string, string>)[this.primaryPath]!, doc);
    }
    this.memory.load([...byId.values()]);
    if (this.needsCompaction()) await this.compact();
  }

  /** The documents, once loaded (reads go straight to them). */
  async loaded(): Promise<DocumentMap> {
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
    instance: RxStorageInstance<unknown, unknown, unknown>,
    rows: BulkWriteRow<unknown>[],
    context: string,
  ): Promise<RxStorageBulkWriteResponse<unknown>> {
    return this.exclusive(async () => {
      const memory = await this.loaded();
      const checked = memory.check(instance, rows, context);
      const inserts = checked.bulkInsertDocs;
      const updates = checked.bulkUpdateDocs;
      if (inserts.length + updates.length === 0) return { error: checked.errors };
      const docs: Doc[] = new Array(inserts.length + updates.length);
      for (let i = 0; i < inserts.length; i++) docs[i] = inserts[i]!.document;
      for (let i = 0; i < updates.length; i++) docs[inserts.length + i] = updates[i]!.document;
      await this.log.append(docs, memory.size + inserts.length);
      // Durable: now memory takes it. Writes run one at a time, so the state is the checked one.
      memory.apply(checked);
      if (checked.eventBulk.events.length > 0) this.changes$.next(checked.eventBulk as ChangeBulk);
      if (this.needsCompaction()) void this.exclusive(() => this.compact()).catch(logFailure);
      return { error: checked.errors };
    });
  }

  private needsCompaction(): boolean {
    const live = this.memory.size;
    return (
      this.log.records > Math.ceil(live / CHUNK_DOCS) + SPARE_RECORDS ||
      this.log.loggedDocs > 2 * live + 10 * CHUNK_DOCS
    );
  }

  /** Rewrites the log as the live documents in chunks (one transaction: all or nothing). */
  private async compact(): Promise<void> {
    if (this.removed) return;
    await this.log.rewrite(this.memory.values());
  }

  /** RxDB's clean-up of old tombstones, made durable (else they would come back on reload). */
  cleanup(minimumDeletedTime: number): Promise<boolean> {
    return this.exclusive(async () => {
      const memory = await this.loaded();
      if (memory.purgeTombstones(minimumDeletedTime) > 0) await this.compact();
      return true;
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
        this.memory.clear();
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
        this.memory.clear();
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
