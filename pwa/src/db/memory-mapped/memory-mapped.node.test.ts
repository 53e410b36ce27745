// The memory-mapped storage on fake-indexeddb, through RxDB itself and at the storage interface:
// documents survive a reopen (a new storage = a new SharedWorker), a write whose IndexedDB
// transaction fails is neither applied nor announced, the log is compacted into chunks with the
// same documents, two instances of one collection (two tabs) share one state and hear each
// other's writes, and remove() deletes the IndexedDB database; two workers (two app versions)
// never write one collection at once.
import { IDBDatabase, IDBFactory } from 'fake-indexeddb';
import {
  createRxDatabase,
  fillWithDefaultSettings,
  type RxJsonSchema,
  type RxStorage,
  type RxStorageInstance,
} from 'rxdb';
import { firstValueFrom } from 'rxjs';
import { expect, it } from 'vitest';
import type { LockManagerLike } from './collection-lock';
import { getRxStorageMemoryMapped, mappedDatabaseName } from './index';
import { IdbLog } from './idb-log';

type Doc = { id: string; n: number };
const schema = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 32 },
    n: { type: 'number', minimum: -1e9, maximum: 1e9, multipleOf: 1 },
  },
  required: ['id', 'n'],
  indexes: ['n'],
} as const;
const id = (n: number) => `doc-${String(n).padStart(5, '0')}`;

async function openDb(storage: RxStorage<unknown, unknown>, name = 'app') {
  const db = await createRxDatabase({ name, storage, multiInstance: false });
  await db.addCollections({ docs: { schema } });
  return db;
}

/** What RxDB passes to createStorageInstance for the `docs` collection of database `name`. */
const instanceParams = (name: string) => ({
  databaseName: name,
  collectionName: 'docs',
  schema: fillWithDefaultSettings(schema as unknown as RxJsonSchema<Doc>),
  options: {},
  multiInstance: true,
  devMode: false,
  databaseInstanceToken: 'token',
});

const storageOn = (factory: IDBFactory) =>
  getRxStorageMemoryMapped({ indexedDB: factory }) as RxStorage<unknown, unknown>;

it('keeps documents across a reopen (a new worker), updates and deletions included', async () => {
  const factory = new IDBFactory();
  const first = await openDb(storageOn(factory));
  await first.docs.bulkInsert(Array.from({ length: 2500 }, (_, n) => ({ id: id(n), n })));
  await first.docs.findOne(id(1)).incrementalPatch({ n: -1 });
  await first.docs.findOne(id(2)).remove();
  // RxDB allows one open database per name in a realm; the new storage (a new worker) has no
  // memory of its own, so what it answers comes from IndexedDB.
  await first.close();
  const second = await openDb(storageOn(factory));
  expect(await second.docs.count().exec()).toBe(2499);
  expect((await second.docs.findOne(id(1)).exec())?.n).toBe(-1);
  expect(await second.docs.findOne(id(2)).exec()).toBeNull();
  expect((await second.docs.find({ selector: { n: { $gte: 2400 } } }).exec()).length).toBe(100);
  await second.close();
});

it('neither applies nor announces a write whose IndexedDB transaction fails', async () => {
  const factory = new IDBFactory();
  const db = await openDb(storageOn(factory), 'crash');
  await db.docs.insert({ id: id(1), n: 1 });
  const events: unknown[] = [];
  const sub = db.docs.$.subscribe((event) => events.push(event));
  // The worker "crashes" in the write: every new readwrite transaction aborts before commit.
  const real = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args) {
    const tx = real.apply(this, args);
    if (args[1] === 'readwrite') queueMicrotask(() => tx.abort());
    return tx;
  } as typeof real;
  try {
    await expect(db.docs.insert({ id: id(2), n: 2 })).rejects.toThrow();
  } finally {
    IDBDatabase.prototype.transaction = real;
  }
  expect(events).toEqual([]);
  expect(await db.docs.findOne(id(2)).exec()).toBeNull();
  // The collection still writes after the failure.
  await db.docs.insert({ id: id(3), n: 3 });
  expect(await db.docs.count().exec()).toBe(2);
  sub.unsubscribe();
  await db.close();
  const reopened = await openDb(storageOn(factory), 'crash');
  expect((await reopened.docs.find().exec()).map((doc) => doc.id)).toEqual([id(1), id(3)]);
  await reopened.close();
});

it('compacts a long log into chunks of the same documents', async () => {
  const factory = new IDBFactory();
  const db = await openDb(storageOn(factory), 'compact');
  await db.docs.bulkInsert(Array.from({ length: 1500 }, (_, n) => ({ id: id(n), n })));
  // Many small writes (likes, edits): one record each, until the log is compacted.
  for (let n = 0; n < 260; n++) await db.docs.findOne(id(n)).incrementalPatch({ n: n + 10_000 });
  const name = mappedDatabaseName({ databaseName: 'compact', collectionName: 'docs', schema });
  const log = await IdbLog.open(factory, name);
  const records = await log.readAll();
  log.close();
  expect(records.length).toBeLessThan(100);
  await db.close();
  const reopened = await openDb(storageOn(factory), 'compact');
  expect(await reopened.docs.count().exec()).toBe(1500);
  expect((await reopened.docs.findOne(id(259)).exec())?.n).toBe(10_259);
  expect((await reopened.docs.findOne(id(260)).exec())?.n).toBe(260);
  await reopened.close();
});

it('shares one state between two instances of a collection (two tabs), and removes it', async () => {
  const factory = new IDBFactory();
  const storage = storageOn(factory);
  const params = instanceParams('tabs');
  const tabA = (await storage.createStorageInstance(params)) as RxStorageInstance<
    Doc,
    unknown,
    unknown
  >;
  const tabB = (await storage.createStorageInstance(params)) as RxStorageInstance<
    Doc,
    unknown,
    unknown
  >;
  const heard = firstValueFrom(tabB.changeStream());
  const document = {
    id: id(1),
    n: 1,
    _deleted: false,
    _rev: '1-a',
    _meta: { lwt: Date.now() },
    _attachments: {},
  };
  expect((await tabA.bulkWrite([{ document }], 'test')).error).toEqual([]);
  expect((await heard).events.map((event) => event.documentId)).toEqual([id(1)]);
  expect(await tabB.findDocumentsById([id(1)], false)).toHaveLength(1);
  // The same write from the other tab conflicts: one state, not two copies.
  expect((await tabB.bulkWrite([{ document }], 'test')).error[0]?.status).toBe(409);
  await tabA.close();
  expect(await tabB.findDocumentsById([id(1)], false)).toHaveLength(1);
  await tabB.remove();
  const names = (await factory.databases()).map((db) => db.name);
  expect(names).not.toContain(mappedDatabaseName(params));
});

/** Whether `promise` settles within `turns` turns of the event loop (fake-indexeddb's pace). */
async function settlesWithin(promise: Promise<unknown>, turns: number): Promise<boolean> {
  let settled = false;
  void promise.finally(() => (settled = true));
  for (let turn = 0; turn < turns && !settled; turn++) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  return settled;
}

/** Web Locks in one process (Node has none): one holder per name, the others wait in order. */
function inProcessLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request(name, callback) {
      const run = (tails.get(name) ?? Promise.resolve()).then(callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

it('lets one worker at a time write a collection (an old and a new app version)', async () => {
  const factory = new IDBFactory();
  const locks = inProcessLocks();
  const params = instanceParams('versions');
  const open = async (storage: RxStorage<unknown, unknown>) =>
    (await storage.createStorageInstance(params)) as RxStorageInstance<Doc, unknown, unknown>;
  const doc = (n: number) => ({
    document: {
      id: id(n),
      n,
      _deleted: false,
      _rev: '1-a',
      _meta: { lwt: Date.now() },
      _attachments: {},
    },
  });
  // The old version's SharedWorker, and the one a tab of the new version starts.
  const oldWorker = await open(getRxStorageMemoryMapped({ indexedDB: factory, locks }));
  await oldWorker.bulkWrite([doc(1)], 'test');
  const newWorker = await open(getRxStorageMemoryMapped({ indexedDB: factory, locks }));
  // Its first call loads the log: it waits while the old worker holds the collection (without
  // the lock it would load now, and both would number their next record the same).
  const newRead = newWorker.findDocumentsById([id(1)], false);
  expect(await settlesWithin(newRead, 200)).toBe(false);
  expect((await oldWorker.bulkWrite([doc(3)], 'test')).error).toEqual([]);
  await oldWorker.close();
  expect(await newRead).toHaveLength(1);
  expect((await newWorker.bulkWrite([doc(2)], 'test')).error).toEqual([]);
  expect(await newWorker.findDocumentsById([id(1), id(3)], false)).toHaveLength(2);
  await newWorker.close();
  // Every write of both is on disk: the two workers' records did not overwrite each other.
  const next = await open(getRxStorageMemoryMapped({ indexedDB: factory, locks }));
  const stored = await next.findDocumentsById([id(1), id(2), id(3)], false);
  expect(stored.map((row) => row.id).sort()).toEqual([id(1), id(2), id(3)]);
  await next.close();
});
