// A storage worker that ends (Android ends workers under memory pressure) is replaced, and RxDB
// in the page carries on as if nothing happened: its collections answer queries and take writes
// on the new worker, a read in flight is asked again, and a write in flight lands exactly once,
// whether the old worker never got it, wrote it and lost the answer, or lost its change event
// too. A write the next worker also ends in, or that no worker can take, ends "not saved".
// Workers here are test-support/storage-workers.ts: RxDB's own remote-storage exposure on the
// memory-mapped storage over fake-indexeddb, ended at a chosen message.
import { createRxDatabase, type RxDatabase, type RxCollection } from 'rxdb';
import { afterEach, expect, it } from 'vitest';
import { IdbLog } from './memory-mapped/idb-log';
import { mappedDatabaseName } from './memory-mapped';
import { NOT_SAVED, readableWriteError } from './not-saved';
import { waitFor } from './test-support/clients';
import { testWorkers, type TestStorageWorker } from './test-support/storage-workers';

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

type Db = RxDatabase<{ docs: RxCollection<Doc> }>;
const open: Db[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.close()));
});

let names = 0;
async function openDb(workers: ReturnType<typeof testWorkers>): Promise<Db> {
  const db = (await createRxDatabase({
    name: `revive${(names += 1)}`,
    storage: workers.storage,
    multiInstance: false,
  })) as Db;
  await db.addCollections({ docs: { schema } });
  open.push(db);
  return db;
}

/** The states of document `id` the docs collection's IndexedDB log holds, oldest first. */
async function logged(workers: ReturnType<typeof testWorkers>, db: Db, id: string) {
  const log = await IdbLog.open(
    workers.factory,
    mappedDatabaseName({ databaseName: db.name, collectionName: 'docs', schema }),
  );
  const records = await log.readAll();
  log.close();
  return records.flatMap((record) =>
    (record.docs as unknown as Doc[]).filter((doc) => doc.id === id).map((doc) => doc.n),
  );
}

type Message = Parameters<Parameters<TestStorageWorker['endAt']>[0]>[0];
/** A write of document `id` on its way to the worker. */
const writeOf = (id: string) => (message: Message, way: string) =>
  way === 'to-worker' &&
  message.method === 'bulkWrite' &&
  (message.params as [{ document: Doc }[]])[0].some((row) => row.document.id === id);

it('carries on after the worker ends: queries answer and writes land, on a new worker', async () => {
  const workers = testWorkers();
  const db = await openDb(workers);
  await db.docs.bulkInsert([1, 2, 3].map((n) => ({ id: `d${n}`, n })));
  let seen: number[] = [];
  const sub = db.docs.find({ sort: [{ n: 'asc' }] }).$.subscribe((docs) => {
    seen = docs.map((doc) => doc.n);
  });
  await waitFor(() => seen.length === 3, { what: 'the live query' });

  workers.current().end();
  await waitFor(() => workers.started.length === 2, { what: 'a new worker' });
  expect(await db.docs.count().exec()).toBe(3);
  expect((await db.docs.find({ selector: { n: { $gte: 2 } } }).exec()).length).toBe(2);
  await db.docs.insert({ id: 'd4', n: 4 });
  await waitFor(() => seen.length === 4, { what: 'the live query to hear the new write' });
  expect(seen).toEqual([1, 2, 3, 4]);
  sub.unsubscribe();
});

it('asks a read in flight at the end again', async () => {
  const workers = testWorkers();
  const db = await openDb(workers);
  await db.docs.insert({ id: 'a', n: 1 });
  workers.current().endAt((message, way) => way === 'to-worker' && message.method === 'query');
  const found = await db.docs.find().exec();
  expect(found.map((doc) => doc.id)).toEqual(['a']);
  expect(workers.started.length).toBe(2);
});

it('writes once, on the new worker, a write the old one never got', async () => {
  const workers = testWorkers();
  const db = await openDb(workers);
  workers.current().endAt(writeOf('a'));
  const doc = await db.docs.insert({ id: 'a', n: 1 });
  expect(workers.started.length).toBe(2);
  expect(doc.revision).toMatch(/^1-/);
  expect(await logged(workers, db, 'a')).toEqual([1]);
  // The new worker holds it; the page's next write builds on it.
  await doc.incrementalPatch({ n: 2 });
  expect(await logged(workers, db, 'a')).toEqual([1, 2]);
});

it('does not write again a write that landed but whose answer was lost', async () => {
  const workers = testWorkers();
  const db = await openDb(workers);
  const doc = await db.docs.insert({ id: 'a', n: 1 });
  const heard: number[] = [];
  const sub = db.docs.$.subscribe((event) => heard.push((event.documentData as Doc).n));
  // The worker commits the patch, announces it, and ends before its answer leaves.
  workers.current().endAt((message, way) => way === 'to-page' && message.method === 'bulkWrite');
  const patched = await doc.incrementalPatch({ n: 2 });
  expect(workers.started.length).toBe(2);
  expect(patched.revision).toMatch(/^2-/);
  expect(await logged(workers, db, 'a')).toEqual([1, 2]);
  expect((await db.docs.findOne('a').exec())?.n).toBe(2);
  // Its change event came before the worker ended: not announced twice.
  expect(heard).toEqual([2]);
  sub.unsubscribe();
});

it('announces a landed write whose change event was lost with the worker', async () => {
  const workers = testWorkers();
  const db = await openDb(workers);
  const doc = await db.docs.insert({ id: 'a', n: 1 });
  const heard: number[] = [];
  const sub = db.docs.$.subscribe((event) => heard.push((event.documentData as Doc).n));
  let live: number | undefined;
  const liveSub = db.docs.findOne('a').$.subscribe((found) => (live = found?.n));
  await waitFor(() => live === 1, { what: 'the live document' });
  // Committed, then the worker ends before its change event (and so its answer) leaves.
  workers.current().endAt((message, way) => way === 'to-page' && message.method === 'changeStream');
  await doc.incrementalPatch({ n: 2 });
  await waitFor(() => live === 2, { what: 'the live document to show the landed write' });
  expect(heard).toEqual([2]);
  expect(await logged(workers, db, 'a')).toEqual([1, 2]);
  sub.unsubscribe();
  liveSub.unsubscribe();
});

it('says "not saved" when the new worker ends in the retry too, and carries on', async () => {
  const workers = testWorkers({ arm: (worker) => worker.endAt(writeOf('a')) });
  const db = await openDb(workers);
  const failure = await db.docs.insert({ id: 'a', n: 1 }).catch((error: unknown) => error);
  expect((readableWriteError(failure) as Error).message).toBe(NOT_SAVED);
  // Two workers ended in it (the first got it, the second its one retry); none wrote it.
  expect(workers.started.length).toBe(3);
  expect(await db.docs.findOne('a').exec()).toBeNull();
  expect(await logged(workers, db, 'a')).toEqual([]);
  await db.docs.insert({ id: 'b', n: 2 });
  expect(await db.docs.count().exec()).toBe(1);
});

it('fails what waits when no worker starts, and starts one at the next call', async () => {
  const workers = testWorkers();
  const db = await openDb(workers);
  workers.current().endAt(writeOf('a'));
  workers.refuseNextStart();
  const failure = await db.docs.insert({ id: 'a', n: 1 }).catch((error: unknown) => error);
  expect((readableWriteError(failure) as Error).message).toBe(NOT_SAVED);
  expect(workers.started.length).toBe(1);
  await db.docs.insert({ id: 'b', n: 2 });
  expect(workers.started.length).toBe(2);
  expect((await db.docs.find().exec()).map((doc) => doc.id)).toEqual(['b']);
});

it('lets its worker go without starting another when the database closes', async () => {
  const workers = testWorkers();
  const db = await openDb(workers);
  await db.docs.insert({ id: 'a', n: 1 });
  await db.close();
  open.splice(open.indexOf(db), 1);
  expect(workers.current().alive).toBe(false);
  expect(workers.started.length).toBe(1);
});
