// A profile from before the memory-mapped storage moves to it once (dexie-migration.ts): a
// client on RxDB's Dexie storage (fake-indexeddb) makes writes online and offline, closes, and
// the migration copies its databases; the same client opened on the memory-mapped storage then
// holds every document, counts the same writes as waiting, pushes each of them exactly once
// (and nothing it had pushed before), and the Dexie databases are gone. A migration interrupted
// mid-copy leaves Dexie whole (a later start may still run on it and write), and the next
// attempt copies everything again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import type { RxStorage } from 'rxdb';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInAs } from '../../../sync-server/src/test-support/accounts';
import { seedMeals, type SeedMeal } from '../../../sync-server/src/test-support/sync-data';
import {
  startTestServer,
  type TestServer,
} from '../../../sync-server/src/test-support/test-server';
import type { DataLayer } from './data-layer';
import { migrateDexieProfile } from './dexie-migration';
import { dexieStorage } from './dexie-storage';
import { getRxStorageMemoryMapped } from './memory-mapped';
import { openClient, waitFor, type NetworkSwitch } from './test-support/clients';
import { addReview, setMealLike } from './writes';

type Storage = RxStorage<unknown, unknown>;
type Session = Awaited<ReturnType<typeof signedInAs>>;

const dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-migration-'));
const open = new Set<DataLayer>();
let test: TestServer;
let meals: SeedMeal[];

beforeAll(async () => {
  test = await startTestServer({ DATA_DIR: dataDir });
  meals = await seedMeals(test.db, 6);
});

afterAll(async () => {
  await Promise.all([...open].map((layer) => layer.close()));
  await test?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const dexie = () => dexieStorage({ indexedDB, IDBKeyRange }) as Storage;
const mapped = () => getRxStorageMemoryMapped({ indexedDB }) as Storage;

async function databases(prefix: string): Promise<string[]> {
  return (await indexedDB.databases())
    .map((db) => db.name ?? '')
    .filter((name) => name.startsWith(prefix));
}

/** The ids each push that reached the network carried, by collection. */
function pushLog(network: NetworkSwitch) {
  const pushed = new Map<string, string[]>();
  const onRequest = (url: string, init?: RequestInit) => {
    const match = /\/api\/sync\/([\w-]+)\/push/.exec(url);
    if (network.offline || !match || typeof init?.body !== 'string') return;
    const rows = JSON.parse(init.body) as { newDocumentState: { _id: string } }[];
    pushed.set(match[1]!, [
      ...(pushed.get(match[1]!) ?? []),
      ...rows.map((row) => row.newDocumentState._id),
    ]);
  };
  return { pushed, onRequest };
}

async function client(
  session: Session,
  name: string,
  storage: Storage,
  network: NetworkSwitch,
  extra: Partial<Parameters<typeof openClient>[0]> = {},
) {
  const layer = await openClient({ url: test.url, session, storage, name, network, ...extra });
  open.add(layer);
  return layer;
}

async function close(layer: DataLayer) {
  open.delete(layer);
  await layer.close();
}

/** What the client holds, by collection: ids of live documents. */
async function contents(layer: DataLayer) {
  const ids = async (docs: Promise<{ primary: string }[]>) => (await docs).map((d) => d.primary);
  return {
    meals: (await ids(layer.db.meals.find().exec())).sort(),
    reviews: (await ids(layer.db.reviews.find().exec())).sort(),
    likes: (await ids(layer.db.likes.find().exec())).sort(),
  };
}

const waiting = (layer: DataLayer, count: number, what: string) =>
  waitFor(() => layer.status.value.pendingKnown && layer.status.value.pending === count, { what });

it('moves a Dexie profile once: its documents, its waiting writes pushed once, nothing else', async () => {
  const resident = await signedInAs(test);
  const network: NetworkSwitch = { offline: false };
  const name = `moved${Date.now()}`;
  let phone = await client(resident, name, dexie(), network);
  await phone.firstPull('meals');
  await setMealLike(phone, meals[0]!.id, true);
  await waiting(phone, 0, 'the online like to be pushed');

  network.offline = true;
  await setMealLike(phone, meals[1]!.id, true);
  const review = await addReview(phone, { mealId: meals[2]!.id, rating: 4, review: 'Waiting' });
  await waiting(phone, 2, 'two waiting writes');
  const before = await contents(phone);
  expect(before.meals).toHaveLength(6);
  await close(phone);

  const report = await migrateDexieProfile({ indexedDB, dexie: dexie(), mapped: mapped() });
  expect(report.databases).toEqual([name]);
  expect(await databases(`rxdb-dexie-${name}--`)).toEqual([]);
  expect(await databases(`hostel-mm-${name}--`)).not.toEqual([]);

  // The next start, on the memory-mapped storage, still offline: the same writes wait.
  const log = pushLog(network);
  phone = await client(resident, name, mapped(), network, {
    signIn: false,
    onRequest: log.onRequest,
  });
  expect(phone.user?.email).toBe(resident.user.email);
  await waiting(phone, 2, 'the same two waiting writes after the migration');
  expect(phone.status.value.pendingKeys.has(`reviews:${review._id}`)).toBe(true);
  expect(await contents(phone)).toEqual(before);

  network.offline = false;
  await waiting(phone, 0, 'the waiting writes to be pushed');
  await phone.awaitPushed();
  const likeRows = await test.db
    .selectFrom('meal_likes')
    .select('target_id')
    .where('user_email', '=', resident.user.email)
    .where('liked', '=', 1)
    .execute();
  expect(likeRows.map((row) => row.target_id).sort()).toEqual([meals[0]!.id, meals[1]!.id].sort());
  const reviews = await test.db
    .selectFrom('reviews')
    .selectAll()
    .where('id', '=', review._id)
    .execute();
  expect(reviews).toHaveLength(1);
  // Pushed once each, and nothing that was already on the server (the first like, the meals).
  expect(log.pushed.get('likes')).toHaveLength(1);
  expect(log.pushed.get('reviews')).toEqual([review._id]);
  expect([...log.pushed.keys()].sort()).toEqual(['likes', 'reviews']);
  expect(phone.status.value.rejections).toEqual([]);

  // A reload later: nothing waits, nothing is pushed again.
  await close(phone);
  phone = await client(resident, name, mapped(), network, {
    signIn: false,
    onRequest: log.onRequest,
  });
  await phone.firstPull('likes');
  await waiting(phone, 0, 'nothing waiting after a reload');
  expect(log.pushed.get('likes')).toHaveLength(1);
  expect(log.pushed.get('reviews')).toHaveLength(1);
  await close(phone);
});

/** The memory-mapped storage, failing its `writes`-th bulk write as if the tab closed there. */
function interruptedAfter(storage: Storage, writes: number): Storage {
  let left = writes;
  return {
    ...storage,
    async createStorageInstance(params) {
      const instance = await storage.createStorageInstance(params);
      return new Proxy(instance, {
        get(target, key) {
          if (key === 'bulkWrite') {
            return (...args: Parameters<typeof target.bulkWrite>) => {
              left -= 1;
              if (left <= 0) return Promise.reject(new Error('the tab closed'));
              return target.bulkWrite(...args);
            };
          }
          const value = Reflect.get(target, key, target) as unknown;
          return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
        },
      });
    },
  } as Storage;
}

it('leaves Dexie whole when interrupted, and the next attempt copies everything', async () => {
  const resident = await signedInAs(test);
  const network: NetworkSwitch = { offline: true };
  const name = `interrupted${Date.now()}`;
  network.offline = false;
  let phone = await client(resident, name, dexie(), network);
  await phone.firstPull('meals');
  network.offline = true;
  await setMealLike(phone, meals[3]!.id, true);
  await waiting(phone, 1, 'one waiting like');
  const before = await contents(phone);
  await close(phone);

  // Interrupted mid-copy: some collections copied, one in part.
  await expect(
    migrateDexieProfile({ indexedDB, dexie: dexie(), mapped: interruptedAfter(mapped(), 4) }),
  ).rejects.toThrow('the tab closed');
  expect(await databases(`rxdb-dexie-${name}--0--_rxdb_internal`)).toHaveLength(1);

  // A start that keeps Dexie (a tab of the previous version was still open) writes more.
  phone = await client(resident, name, dexie(), network, { signIn: false });
  await waiting(phone, 1, 'the like still waiting on Dexie');
  expect(await contents(phone)).toEqual(before);
  const review = await addReview(phone, { mealId: meals[4]!.id, rating: 5, review: 'Later' });
  await waiting(phone, 2, 'a second waiting write on Dexie');
  const later = await contents(phone);
  await close(phone);

  await migrateDexieProfile({ indexedDB, dexie: dexie(), mapped: mapped() });
  expect(await databases(`rxdb-dexie-${name}--`)).toEqual([]);

  const log = pushLog(network);
  phone = await client(resident, name, mapped(), network, {
    signIn: false,
    onRequest: log.onRequest,
  });
  await waiting(phone, 2, 'both writes waiting after the migration');
  expect(await contents(phone)).toEqual(later);
  network.offline = false;
  await waiting(phone, 0, 'both writes pushed');
  expect(log.pushed.get('likes')).toHaveLength(1);
  expect(log.pushed.get('reviews')).toEqual([review._id]);
  expect(phone.status.value.rejections).toEqual([]);
  await close(phone);
});

it('deletes what an attempt interrupted after its commit left, and copies nothing', async () => {
  // A Dexie database no internal store lists any more (its internal store was deleted).
  const left = 'rxdb-dexie-gone--0--likes';
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.open(left, 1);
    request.onupgradeneeded = () => request.result.createObjectStore('docs');
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error ?? new Error('open failed'));
  });
  const report = await migrateDexieProfile({ indexedDB, dexie: dexie(), mapped: mapped() });
  expect(report).toEqual({ databases: [], documents: 0 });
  expect(await databases('rxdb-dexie-')).toEqual([]);
});
