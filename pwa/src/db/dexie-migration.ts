// Moves a profile from RxDB's Dexie storage (one IndexedDB database per storage instance,
// `rxdb-dexie-<database>--<version>--<collection>`) into the memory-mapped storage, once. The copy
// is made below RxDB, storage instance by storage instance, through RxDB's public RxStorage
// interface on both sides: every document as stored, tombstones, `_rev` and `_meta` included, of
// every collection (each schema version the database still lists), of every replication's
// metadata (checkpoints and assumed master states: a write that was waiting is still waiting and
// is pushed once; one already pushed is not pushed again) and of the database's internal store
// (its token and the collections' schemas). No RxDatabase is opened, so RxDB's limit on open
// collections does not apply; one instance of each side is open at a time.
//
// The Dexie internal store is what makes a profile a Dexie profile (storage-start.ts looks for
// it). It is deleted first, once every copy is durable (a memory-mapped write resolves after its
// IndexedDB transaction has committed): that deletion is the commit. An attempt interrupted
// before it (the tab closed mid-copy) leaves Dexie whole, and the next attempt copies again from
// the start over whatever it left; one interrupted after it leaves only Dexie databases that are
// no longer needed, and the next attempt deletes them.
import {
  getChangedDocumentsSince,
  INTERNAL_CONTEXT_COLLECTION,
  INTERNAL_STORE_SCHEMA,
  type RxDocumentData,
  type RxJsonSchema,
  type RxStorage,
  type RxStorageInstance,
} from 'rxdb';
import {
  DEXIE_DB_PREFIX,
  deleteDatabase,
  dexieDatabaseName,
  dexieDatabasesOf,
  dexieInternalStoreName,
  INTERNAL_STORE,
  listDatabases,
} from './dexie-profile';

/** Documents per read from Dexie and per write to the memory-mapped storage. */
const BATCH = 1000;
const CONTEXT = 'hostel-dexie-migration';

type Doc = RxDocumentData<Record<string, unknown>>;
type AnyStorage = RxStorage<unknown, unknown>;
type AnyInstance = RxStorageInstance<Record<string, unknown>, unknown, unknown>;
type Target = { collectionName: string; schema: RxJsonSchema<Doc> };
/** The internal store's document of a collection (RxDB's InternalStoreCollectionDocType). */
type CollectionEntry = {
  context: string;
  data: {
    name: string;
    schema: RxJsonSchema<Doc>;
    connectedStorages?: { collectionName: string; schema: RxJsonSchema<Doc> }[];
  };
};

export type MigrationSettings = {
  indexedDB: IDBFactory;
  /** RxDB's Dexie storage, reading the profile's databases. */
  dexie: AnyStorage;
  /** The memory-mapped storage the documents are written to. */
  mapped: AnyStorage;
  /** Databases to look for when the browser cannot list its own (indexedDB.databases()). */
  knownDatabases?: readonly string[];
};

export type MigrationReport = { databases: string[]; documents: number };

function open(storage: AnyStorage, databaseName: string, target: Target): Promise<AnyInstance> {
  return storage.createStorageInstance({
    databaseName,
    collectionName: target.collectionName,
    schema: target.schema,
    options: {},
    multiInstance: false,
    devMode: false,
    databaseInstanceToken: CONTEXT,
  }) as Promise<AnyInstance>;
}

/** Every document of an instance, tombstones included, in (lwt, id) order. */
async function* documentsOf(instance: AnyInstance): AsyncGenerator<Doc[]> {
  let checkpoint: { id: string; lwt: number } | undefined;
  for (;;) {
    const page = await getChangedDocumentsSince(instance, BATCH, checkpoint);
    if (page.documents.length === 0) return;
    yield page.documents as Doc[];
    if (page.documents.length < BATCH) return;
    checkpoint = page.checkpoint;
  }
}

/** Opens the memory-mapped instance empty: what an interrupted attempt left there goes first. */
async function openEmpty(storage: AnyStorage, databaseName: string, target: Target) {
  const instance = await open(storage, databaseName, target);
  const { documents } = await getChangedDocumentsSince(instance, 1);
  if (documents.length === 0) return instance;
  await instance.remove();
  return open(storage, databaseName, target);
}

/** Copies one storage instance; resolves once every copied document is durable. */
async function copyInstance(
  settings: MigrationSettings,
  databaseName: string,
  target: Target,
): Promise<number> {
  const from = await open(settings.dexie, databaseName, target);
  let to: AnyInstance | undefined;
  let copied = 0;
  try {
    to = await openEmpty(settings.mapped, databaseName, target);
    for await (const documents of documentsOf(from)) {
      const result = await to.bulkWrite(
        documents.map((document) => ({ document })),
        CONTEXT,
      );
      if (result.error.length > 0) {
        throw new Error(
          `could not copy ${target.collectionName}: ${result.error.length} documents refused`,
        );
      }
      copied += documents.length;
    }
  } finally {
    await from.close();
    // The memory-mapped instance closes once its writes have committed (mapped-collection.ts).
    await to?.close();
  }
  return copied;
}

/** The storage instances a database's internal store lists: collections and their metadata. */
function targetsOf(entries: Doc[]): Target[] {
  const targets = new Map<string, Target>();
  for (const entry of entries as unknown as (CollectionEntry & { _deleted: boolean })[]) {
    if (entry._deleted || entry.context !== INTERNAL_CONTEXT_COLLECTION) continue;
    const own = { collectionName: entry.data.name, schema: entry.data.schema };
    for (const target of [own, ...(entry.data.connectedStorages ?? [])]) {
      targets.set(`${target.collectionName}--${target.schema.version}`, target);
    }
  }
  return [...targets.values()];
}

/** Copies one database's instances (the internal store last); answers what it copied. */
async function copyDatabase(settings: MigrationSettings, databaseName: string) {
  const internal: Target = {
    collectionName: INTERNAL_STORE,
    schema: INTERNAL_STORE_SCHEMA as unknown as RxJsonSchema<Doc>,
  };
  const store = await open(settings.dexie, databaseName, internal);
  const entries: Doc[] = [];
  try {
    for await (const documents of documentsOf(store)) entries.push(...documents);
  } finally {
    await store.close();
  }
  const targets = targetsOf(entries);
  let documents = 0;
  for (const target of targets) documents += await copyInstance(settings, databaseName, target);
  // The internal store last: a memory-mapped database that lists collections has them all.
  documents += await copyInstance(settings, databaseName, internal);
  return { targets, documents };
}

/**
 * Moves every Dexie database of this profile into the memory-mapped storage and deletes what
 * Dexie leaves. `onCommitted` is called once the profile is on the memory-mapped storage for
 * good (its Dexie internal stores deleted), before the other Dexie databases are deleted. The
 * caller makes sure nothing writes the Dexie databases meanwhile (storage-start.ts: no tab of an
 * older version is open, and the other tabs wait).
 */
export async function migrateDexieProfile(
  settings: MigrationSettings,
  onCommitted: () => void = () => undefined,
): Promise<MigrationReport> {
  const databases = await dexieDatabasesOf(settings.indexedDB, settings.knownDatabases);
  const copies = [];
  for (const databaseName of databases) {
    copies.push({ databaseName, ...(await copyDatabase(settings, databaseName)) });
  }
  for (const databaseName of databases) {
    await deleteDatabase(settings.indexedDB, dexieInternalStoreName(databaseName));
  }
  onCommitted();
  for (const { databaseName, targets } of copies) {
    for (const target of targets) {
      await deleteDatabase(settings.indexedDB, dexieDatabaseName(databaseName, target));
    }
  }
  // Whatever else Dexie left (an attempt interrupted after its commit, instances no internal
  // store lists any more), where the browser can list its databases.
  const left = (await listDatabases(settings.indexedDB)) ?? [];
  for (const name of left.filter((found) => found.startsWith(DEXIE_DB_PREFIX))) {
    await deleteDatabase(settings.indexedDB, name);
  }
  return { databases, documents: copies.reduce((sum, copy) => sum + copy.documents, 0) };
}
