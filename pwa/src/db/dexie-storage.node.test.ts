// The Dexie middleware of dexie-storage.ts changes how documents are read by id, never what is
// read: on fake-indexeddb, the same reads and writes through RxDB on the app's storage and on
// RxDB's plain Dexie storage answer the same, on an empty collection, a sparse and a crowded key
// range, with deleted documents, and an insert of ids already stored still conflicts (409).
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { createRxDatabase, type RxCollection, type RxDatabase, type RxStorage } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dexieStorage } from './dexie-storage';

type Doc = { id: string; n: number };
const schema = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: { id: { type: 'string', maxLength: 32 }, n: { type: 'number' } },
  required: ['id', 'n'],
} as const;

const id = (n: number) => `doc-${String(n).padStart(5, '0')}`;
const dbs: RxDatabase[] = [];
let app: RxCollection<Doc>;
let plain: RxCollection<Doc>;

async function open(storage: RxStorage<unknown, unknown>, name: string) {
  const db = await createRxDatabase({
    name: `${name}${Date.now()}`,
    storage,
    multiInstance: false,
  });
  dbs.push(db);
  await db.addCollections({ docs: { schema } });
  return db.docs as RxCollection<Doc>;
}

beforeAll(async () => {
  app = await open(dexieStorage({ indexedDB, IDBKeyRange }) as never, 'app');
  plain = await open(getRxStorageDexie({ indexedDB, IDBKeyRange }) as never, 'plain');
});
afterAll(async () => {
  await Promise.all(dbs.map((db) => db.close()));
});

/** Reads ids through the storage on both sides: same documents, same order, same data. */
async function sameReads(ids: string[], deleted = false) {
  const read = async (collection: RxCollection<Doc>) =>
    (await collection.storageInstance.findDocumentsById(ids, deleted)).map((doc) => ({
      id: doc.id,
      n: doc.n,
      deleted: doc._deleted,
    }));
  const [mine, theirs] = await Promise.all([read(app), read(plain)]);
  expect(mine).toEqual(theirs);
  return mine;
}

async function insertBoth(docs: Doc[]) {
  const [mine, theirs] = await Promise.all([app.bulkInsert(docs), plain.bulkInsert(docs)]);
  const errors = (result: typeof mine) => result.error.map((e) => [e.documentId, e.status]);
  expect(errors(mine)).toEqual(errors(theirs));
  return mine;
}

it('reads nothing from an empty collection', async () => {
  expect(await sameReads(Array.from({ length: 50 }, (_, n) => id(n)))).toEqual([]);
});

it('answers present and absent ids in a sparse range, and in a crowded one', async () => {
  // Every third id of 0..2999 is stored.
  await insertBoth(Array.from({ length: 1000 }, (_, n) => ({ id: id(n * 3), n })));
  const sparse = Array.from({ length: 60 }, (_, n) => id(1200 + n));
  expect((await sameReads(sparse)).map((doc) => doc.id)).toEqual(
    sparse.filter((key) => Number(key.slice(4)) % 3 === 0),
  );
  // 20 ids spread over the whole range: 1,000 stored keys between them (per-id reads).
  const spread = Array.from({ length: 20 }, (_, n) => id(n * 150));
  expect(await sameReads(spread)).toHaveLength(20);
  // Ids asked twice, in no order.
  await sameReads([...sparse].reverse().concat(sparse.slice(0, 10)));
});

it('keeps deleted documents apart and still refuses to insert a stored id', async () => {
  const ids = Array.from({ length: 30 }, (_, n) => id(3000 + n));
  await insertBoth(ids.map((key, n) => ({ id: key, n })));
  await Promise.all(
    [app, plain].map((collection) =>
      collection.find({ selector: { id: { $in: ids.slice(0, 10) } } }).remove(),
    ),
  );
  expect(await sameReads(ids)).toHaveLength(20);
  expect(await sameReads(ids, true)).toHaveLength(30);
  // 20 stored, 10 deleted and 5 new ids in one insert: the same answer on both sides.
  const fresh = Array.from({ length: 5 }, (_, n) => id(9000 + n));
  const again = await insertBoth([...ids, ...fresh].map((key) => ({ id: key, n: 0 })));
  expect(again.error.filter((error) => error.status === 409)).toHaveLength(20);
  expect(again.success.map((doc) => doc.id)).toEqual(expect.arrayContaining(fresh));
});
