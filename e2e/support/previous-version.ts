// A profile as the previous version of the app left it: that version kept a profile's database
// on RxDB's Dexie storage. Its data layer (the same RxDB, replication and Dexie storage) runs
// here in Node over fake-indexeddb, against the journey's server with the resident's session:
// it syncs, then makes writes the server does not get (offline), and closes. What the browser
// gets is its IndexedDB databases, record for record (indexeddb-copy.ts), and its remembered
// user.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { BrowserContext, Page } from 'playwright-core';
import { DataLayer } from '../../pwa/src/db/data-layer';
import { dexieStorage } from '../../pwa/src/db/dexie-storage';
import { keyOf, loadRememberedUser, saveRememberedUser } from '../../pwa/src/db/remembered-user';
import { APP_DATABASE } from '../../pwa/src/db/storage-choice';
import { setMealLike } from '../../pwa/src/db/writes';
import { dumpDatabases, restoreDatabases } from './indexeddb-copy';
import { demoAccount, signIn } from './auth';

type UserDoc = { email: string; name: string; photo: string };
export type LikedMeal = { _id: string; mealTitle: string; likes: number };

/**
 * Runs the previous version for the resident of `context`: syncs, likes `waiting` meals they had
 * not liked with the server out of reach (so the likes wait), and gives `page` (of the journey's
 * origin, the app not started there) the profile it leaves. Answers the meals it liked, and a
 * few more the resident has not liked.
 */
export async function previousVersionProfile(
  context: BrowserContext,
  page: Page,
  url: string,
  waiting: number,
): Promise<{ liked: LikedMeal[]; unliked: LikedMeal[] }> {
  const { email, password } = demoAccount('resident');
  const user = (await signIn(context, email, password)) as UserDoc;
  const cookie = (await context.cookies())
    .map((entry) => `${entry.name}=${entry.value}`)
    .join('; ');
  const indexedDB = new IDBFactory();
  const network = { offline: false };
  const layer = await DataLayer.open({
    baseUrl: url,
    headers: () => ({ cookie }),
    fetch: (input, init) =>
      network.offline
        ? Promise.reject(new TypeError('fetch failed (offline)'))
        : globalThis.fetch(input, init),
    name: APP_DATABASE,
    storage: dexieStorage({ indexedDB, IDBKeyRange }) as never,
    devMode: false,
    multiInstance: false,
    socket: false,
    retryTimeMs: 200,
  });
  let chosen: LikedMeal[];
  let unliked: LikedMeal[];
  try {
    await layer.setUser({ email: user.email, name: user.name, photo: user.photo });
    await Promise.all(['meals', 'reviews', 'likes'].map((name) => layer.firstPull(name as never)));
    const liked = new Set(
      (await layer.db.likes.find().exec())
        .filter((like) => like.liked)
        .map((like) => like.targetId),
    );
    const candidates = (await layer.db.meals.find().exec())
      .filter((meal) => !liked.has(meal._id))
      .map((meal) => ({ _id: meal._id, mealTitle: meal.mealTitle, likes: meal.likes }));
    chosen = candidates.slice(0, waiting);
    unliked = candidates.slice(waiting, waiting + 3);
    network.offline = true;
    for (const meal of chosen) await setMealLike(layer, meal._id, true);
    await waitUntil(() => layer.status.value.pending === chosen.length);
  } finally {
    await layer.close();
  }
  const remembered = loadRememberedUser(APP_DATABASE);
  saveRememberedUser(APP_DATABASE, undefined);
  await restoreDatabases(page, await dumpDatabases(indexedDB, 'rxdb-dexie-'));
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    keyOf(APP_DATABASE),
    JSON.stringify(remembered),
  ] as const);
  return { liked: chosen, unliked };
}

async function waitUntil(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('the waiting writes were not counted');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
