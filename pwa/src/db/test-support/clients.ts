// Node-test helpers: data-layer clients of a real test server (the session cookie sent as a
// header, as the browser would send it), on Dexie over fake-indexeddb or on memory storage, and
// a "wait for a condition" helper instead of sleeps.
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import type { RxStorage } from 'rxdb';
import type { ApiClient } from '../../../../sync-server/src/test-support/api-client';
import type { TestUser } from '../../../../sync-server/src/test-support/accounts';
import type { CollectionName } from '../collections';
import { DataLayer } from '../data-layer';
import { dexieStorage } from '../dexie-storage';
import { getRxStorageMemoryMapped } from '../memory-mapped';
import type { DataLayerOptions } from '../options';

/**
 * With HOSTEL_TEST_STORAGE=memory-mapped every client (memory or Dexie) gets the memory-mapped
 * storage over fake-indexeddb (a new one per client: a new worker, which knows only what
 * IndexedDB holds), so every data-layer test can run on the storage a fresh browser profile has.
 */
const MAPPED = process.env.HOSTEL_TEST_STORAGE === 'memory-mapped';

function persistentStorage(): RxStorage<unknown, unknown> {
  return (
    MAPPED ? getRxStorageMemoryMapped({ indexedDB }) : dexieStorage({ indexedDB, IDBKeyRange })
  ) as RxStorage<unknown, unknown>;
}

/** The spec's five collections (likes, reviews, requested meals, meals, upcoming meals). */
const CORE_COLLECTIONS: readonly CollectionName[] = [
  'meals',
  'upcomingMeals',
  'reviews',
  'requestedMeals',
  'likes',
];
/** What the menu needs: meals, the menu, skips and the hostel settings. */
export const MENU_COLLECTIONS: readonly CollectionName[] = [
  'meals',
  'menu',
  'skips',
  'hostelSettings',
];

let clientCounter = 0;

/** A switch that makes a client's requests fail as if the network were down; `drops` fails
 * only the requests it picks (a request lost on a flaky network). */
export type NetworkSwitch = { offline: boolean; drops?: (url: string) => boolean };

export async function openClient({
  url,
  session,
  storage = 'memory',
  name,
  network,
  signIn = true,
  collections = CORE_COLLECTIONS,
  onRequest,
  schemas,
  pullBatchSize = 1000,
  retryTimeMs = 200,
  devMode,
}: {
  url: string;
  session?: { user: TestUser; client: ApiClient };
  /** A storage of the test's own wins over HOSTEL_TEST_STORAGE (a profile moved between two). */
  storage?: 'memory' | 'dexie' | RxStorage<unknown, unknown>;
  name?: string;
  network?: NetworkSwitch;
  /** Call setUser for the session's user (a reload relies on the remembered user instead). */
  signIn?: boolean;
  /** The collections to keep: the five of the spec by default, so several clients fit in
   * RxDB's 13 collections per realm. */
  collections?: readonly CollectionName[];
  /** Hears every request the client sends (to count pulls, or read what a push carries). */
  onRequest?: (url: string, init?: RequestInit) => void;
  /** A collection's schema other than the shipped one (an app upgrade, see options.ts). */
  schemas?: DataLayerOptions['schemas'];
  /** Documents per pull (smaller pages make a first sync take several pulls). */
  pullBatchSize?: number;
  /** RxDB's delay before a failed call is tried again. */
  retryTimeMs?: number;
  /** false: no dev-mode schema validation, as in a production build (an old shipped app). */
  devMode?: boolean;
}): Promise<DataLayer> {
  clientCounter += 1;
  const layer = await DataLayer.open({
    baseUrl: url,
    fetch: (input, init) => {
      onRequest?.(String(input), init);
      return network?.offline || network?.drops?.(String(input))
        ? Promise.reject(new TypeError('fetch failed (offline)'))
        : globalThis.fetch(input, init);
    },
    name: name ?? `client${clientCounter}x${Date.now()}`,
    storage:
      typeof storage === 'object'
        ? storage
        : storage === 'dexie' || MAPPED
          ? persistentStorage()
          : (getRxStorageMemory() as RxStorage<unknown, unknown>),
    headers: (): Record<string, string> => (session ? { cookie: session.client.cookieHeader } : {}),
    socket: { transports: ['websocket'], reconnectionDelay: 100, reconnectionDelayMax: 300 },
    retryTimeMs,
    multiInstance: false,
    pullBatchSize,
    collections,
    schemas,
    devMode,
  });
  if (session && signIn) {
    await layer.setUser({
      email: session.user.email,
      name: session.user.name,
      photo: session.user.photo,
      admin: session.user.role === 'admin',
    });
  }
  return layer;
}

/** A client (openClient's options) and the addresses of the pushes it sends, as it sends them. */
export async function openClientListingPushes(
  options: Parameters<typeof openClient>[0],
): Promise<{ layer: DataLayer; pushes: string[] }> {
  const pushes: string[] = [];
  const layer = await openClient({
    ...options,
    onRequest: (url, init) => {
      if (url.includes('/push')) pushes.push(url);
      options.onRequest?.(url, init);
    },
  });
  return { layer, pushes };
}

/** Polls a condition (no fixed sleeps): resolves once it holds, fails after timeoutMs. */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  { timeoutMs = 15_000, what = 'condition' } = {},
): Promise<T> {
  const started = Date.now();
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() - started > timeoutMs) {
      throw new Error(`Timed out waiting for ${what}: ${String(last)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
