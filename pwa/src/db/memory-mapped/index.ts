// The memory-mapped storage (the shape of RxDB Premium's memory-mapped storage, built on RxDB's
// public helpers; it keeps a first sync to one IndexedDB record per bulk write): every
// collection's documents live in memory (document-map.ts), which answers every read and query,
// and are persisted to IndexedDB as a log of large
// records, one per bulk write (idb-log.ts), rewritten in chunks when it grows. It holds one
// memory copy per collection for everyone who opens it, so it must run where every tab reaches
// it: the SharedWorker (storage-worker.ts). One IndexedDB database per (database, collection,
// schema version), named `hostel-mm-<database>--<version>--<collection>`.
import {
  ensureRxStorageInstanceParamsAreCorrect,
  RXDB_VERSION,
  type RxStorage,
  type RxStorageInstance,
  type RxStorageInstanceCreationParams,
} from 'rxdb';
import { browserLocks, type LockManagerLike } from './collection-lock';
import { MappedCollection } from './mapped-collection';
import { MemoryMappedInstance } from './storage-instance';

/** The prefix of this storage's IndexedDB databases. */
export const MAPPED_DB_PREFIX = 'hostel-mm-';

export function mappedDatabaseName(params: {
  databaseName: string;
  collectionName: string;
  schema: { version: number };
}): string {
  return `${MAPPED_DB_PREFIX}${params.databaseName}--${params.schema.version}--${params.collectionName}`;
}

export type MemoryMappedSettings = {
  indexedDB?: IDBFactory;
  /** Default: the browser's Web Locks (collection-lock.ts); Node has none. */
  locks?: LockManagerLike;
};

export function getRxStorageMemoryMapped(
  settings: MemoryMappedSettings = {},
): RxStorage<MappedCollection, unknown> {
  const factory = settings.indexedDB ?? globalThis.indexedDB;
  const locks = settings.locks ?? browserLocks();
  const collections = new Map<string, MappedCollection>();
  /** Collections whose last instance closed, until their last writes are committed. */
  const ending = new Map<string, Promise<void>>();

  const release = (key: string, collection: MappedCollection) => async () => {
    collection.refCount -= 1;
    if (collection.refCount > 0 || collections.get(key) !== collection) return;
    collections.delete(key);
    const ended = collection.end().finally(() => {
      if (ending.get(key) === ended) ending.delete(key);
    });
    ending.set(key, ended);
    await ended;
  };

  return {
    name: 'memory-mapped',
    rxdbVersion: RXDB_VERSION,
    createStorageInstance<RxDocType>(
      typedParams: RxStorageInstanceCreationParams<RxDocType, unknown>,
    ): Promise<RxStorageInstance<RxDocType, MappedCollection, unknown>> {
      const params = typedParams as unknown as RxStorageInstanceCreationParams<unknown, unknown>;
      ensureRxStorageInstanceParamsAreCorrect(params);
      if (params.schema.attachments) {
        return Promise.reject(new Error('memory-mapped storage: attachments are not supported'));
      }
      const key = mappedDatabaseName(params);
      let collection = collections.get(key);
      if (!collection || collection.removed) {
        collection = new MappedCollection(
          factory,
          mappedDatabaseName(params),
          params,
          // A removed one's database must be gone before this one opens it.
          ending.get(key) ?? collection?.idle() ?? Promise.resolve(),
          locks,
        );
        collections.set(key, collection);
      }
      collection.refCount += 1;
      const instance = new MemoryMappedInstance(
        params.databaseName,
        params.collectionName,
        params.schema,
        params.options as Readonly<unknown>,
        collection,
        release(key, collection),
      );
      return Promise.resolve(
        instance as unknown as RxStorageInstance<RxDocType, MappedCollection, unknown>,
      );
    },
  };
}
