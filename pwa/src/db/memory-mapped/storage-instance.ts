// A storage instance of the memory-mapped storage: RxDB's RxStorageInstance interface over one
// MappedCollection (mapped-collection.ts), which every instance of the same collection shares.
// Reads answer from memory, writes go through the collection's queue (IndexedDB first), and the
// change stream is the collection's: a write through one instance (one tab) reaches every
// instance (every tab), as RxDB's multi-instance events would.
import type {
  BulkWriteRow,
  PreparedQuery,
  RxDocumentData,
  RxJsonSchema,
  RxStorageBulkWriteResponse,
  RxStorageCountResult,
  RxStorageInstance,
  RxStorageQueryResult,
} from 'rxdb';
import type { Observable } from 'rxjs';
import type { ChangeBulk, MappedCollection } from './mapped-collection';

type Doc = RxDocumentData<unknown>;

export class MemoryMappedInstance implements RxStorageInstance<unknown, MappedCollection, unknown> {
  private closed = false;

  constructor(
    readonly databaseName: string,
    readonly collectionName: string,
    readonly schema: Readonly<RxJsonSchema<Doc>>,
    readonly options: Readonly<unknown>,
    readonly internals: MappedCollection,
    /** Called once when this instance closes (the storage counts the collection's instances). */
    private readonly release: (instance: MemoryMappedInstance) => Promise<void>,
  ) {}

  private open(): MappedCollection {
    if (this.closed) throw new Error(`storage instance closed (${this.collectionName})`);
    return this.internals;
  }

  bulkWrite(
    rows: BulkWriteRow<unknown>[],
    context: string,
  ): Promise<RxStorageBulkWriteResponse<unknown>> {
    return this.open().bulkWrite(this, rows, context);
  }

  async findDocumentsById(ids: string[], withDeleted: boolean): Promise<Doc[]> {
    return (await this.open().loaded()).findDocumentsById(ids, withDeleted);
  }

  async query(preparedQuery: PreparedQuery<unknown>): Promise<RxStorageQueryResult<unknown>> {
    return { documents: (await this.open().loaded()).query(preparedQuery) };
  }

  async count(preparedQuery: PreparedQuery<unknown>): Promise<RxStorageCountResult> {
    return (await this.open().loaded()).count(preparedQuery);
  }

  /** The storage refuses schemas with attachments (index.ts), so there is never one to read. */
  getAttachmentData(documentId: string, attachmentId: string): Promise<Blob> {
    return Promise.reject(new Error(`attachment does not exist: ${documentId}||${attachmentId}`));
  }

  changeStream(): Observable<ChangeBulk> {
    return this.open().changes$.asObservable();
  }

  cleanup(minimumDeletedTime: number): Promise<boolean> {
    return this.open().cleanup(minimumDeletedTime);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.release(this);
  }

  async remove(): Promise<void> {
    const collection = this.open();
    await collection.remove();
    await this.close();
  }
}
