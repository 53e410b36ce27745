// Replication figures: initial sync time of a fresh client for large data sets (memory storage,
// and Dexie over fake-indexeddb for a smaller set), and the live-channel latency of a like from
// one client to another (write → the other client's RxDB shows the new count).
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import type { RxStorage } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import type { CollectionName } from '../../pwa/src/db/collections';
import { DataLayer } from '../../pwa/src/db/data-layer';
import { setMealLike } from '../../pwa/src/db/writes';
import { signedInAs } from '../../sync-server/src/test-support/accounts';
import { seedMeals, seedReviews } from '../../sync-server/src/test-support/sync-data';
import { startTestServer } from '../../sync-server/src/test-support/test-server';

type Session = Awaited<ReturnType<typeof signedInAs>>;

/**
 * A client on `storage`; `collections` narrows what it keeps (RxDB's free build opens at most 13
 * collections per process, so two clients at once keep fewer).
 */
function open(
  url: string,
  storage: 'memory' | 'dexie',
  session?: Session,
  collections?: CollectionName[],
) {
  return DataLayer.open({
    collections,
    baseUrl: url,
    name: `bench${Math.random().toString(36).slice(2)}`,
    storage: (storage === 'dexie'
      ? getRxStorageDexie({ indexedDB, IDBKeyRange })
      : getRxStorageMemory()) as RxStorage<unknown, unknown>,
    devMode: false,
    multiInstance: false,
    pullBatchSize: 1000,
    socket: { transports: ['websocket'] },
    headers: (): Record<string, string> => (session ? { cookie: session.client.cookieHeader } : {}),
  });
}

async function initialSync(meals: number, reviews: number, storage: 'memory' | 'dexie') {
  const test = await startTestServer();
  try {
    const seeded = await seedMeals(test.db, meals);
    await seedReviews(
      test.db,
      seeded.map((meal) => meal.id),
      reviews,
    );
    const started = performance.now();
    const layer = await open(test.url, storage);
    await layer.awaitPushed(300_000);
    const ms = performance.now() - started;
    const got = (await layer.db.meals.count().exec()) + (await layer.db.reviews.count().exec());
    await layer.close();
    const label = `${meals} meals + ${reviews} reviews (${storage})`.padEnd(42);
    console.log(`${label} ${ms.toFixed(0).padStart(6)} ms  (${got} documents)`);
  } finally {
    await test.close();
  }
}

async function liveLatency(rounds = 20) {
  const test = await startTestServer();
  try {
    const meals = await seedMeals(test.db, rounds);
    const session = await signedInAs(test);
    const a = await open(test.url, 'memory', session, ['meals', 'likes']);
    const b = await open(test.url, 'memory', undefined, ['meals']);
    await a.setUser({ ...session.user });
    await Promise.all([a.awaitPushed(), b.awaitPushed()]);
    const samples: number[] = [];
    for (const meal of meals) {
      const started = performance.now();
      const arrived = new Promise<void>((resolve) => {
        const sub = b.db.meals.findOne(meal.id).$.subscribe((doc) => {
          if (doc?.likes === 1) {
            sub.unsubscribe();
            resolve();
          }
        });
      });
      await setMealLike(a, meal.id, true);
      await arrived;
      samples.push(performance.now() - started);
    }
    samples.sort((x, y) => x - y);
    const pick = (q: number) =>
      samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
    console.log(
      `like on A → count on B, ${rounds} rounds: median ${pick(0.5).toFixed(0)} ms, ` +
        `p90 ${pick(0.9).toFixed(0)} ms, max ${pick(1).toFixed(0)} ms`,
    );
    await a.close();
    await b.close();
  } finally {
    await test.close();
  }
}

export async function benchSync(): Promise<void> {
  console.log('\n## Replication: initial sync of a fresh client');
  await initialSync(1000, 5000, 'memory');
  await initialSync(5000, 20000, 'memory');
  await initialSync(1000, 1000, 'dexie');
  console.log('\n## Replication: live channel latency (socket "sync:changed" → pull)');
  await liveLatency();
}
