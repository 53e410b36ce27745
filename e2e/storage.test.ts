// What the browser lets the app keep. The app asks for persistent storage at
// sign-in and, when the browser refuses (headless Chromium refuses by itself: no stub), says so
// once the resident has made a change offline (the moment it matters), calmly and dismissibly. When IndexedDB cannot be used (private mode breaks
// `indexedDB.open`; a full disk fails every write with QuotaExceededError: both simulated with
// an init script), the app runs from memory: it still lists meals and sends a like, and says
// that offline use is off.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useJourney } from './support';
import { setOffline } from './support/offline';

const SHOTS = process.env.E2E_SHOTS_DIR;
const NOT_PERSISTENT = 'Install the app to keep your data';
const OFFLINE_OFF = 'Offline use is off in this browser';

/** Private browsing: opening a database fails at once. */
const NO_INDEXED_DB = `IDBFactory.prototype.open = function () {
  throw new DOMException('A mutation operation was attempted on a database that did not allow mutations.', 'InvalidStateError');
};`;
/** A full disk: every write is refused for quota. */
const QUOTA_FULL = `for (const method of ['put', 'add']) {
  IDBObjectStore.prototype[method] = function () {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
}`;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const notice = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

describe('storage the browser allows', () => {
  const journey = useJourney();

  it('tells the user once, after an offline change, when the browser refuses persistent storage', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const { page, context, errors } = await journey.open('/', {
        as: 'resident',
        viewport,
        persistentStorage: false,
      });
      await page.locator('[data-testid="sync-indicator"][data-storage="refused"]').waitFor();
      expect(await page.evaluate(() => navigator.storage.persisted())).toBe(false);
      // Nothing to say yet: nothing made on this device could be lost.
      expect(await page.getByText(NOT_PERSISTENT).count()).toBe(0);
      const meal = (await (await context.request.get('/api/all-meals-home')).json())[
        viewport === 'phone' ? 2 : 7
      ];
      await page.goto(`/meal/${meal._id}`);
      await page.getByRole('heading', { level: 1, name: meal.mealTitle }).waitFor();
      await setOffline(context, true);
      await page.waitForFunction(() => !navigator.onLine);
      // Like or unlike (the demo resident may like it already): a change made offline either way.
      await page.getByRole('button', { name: /^Liked?\b/ }).click();
      await notice(page, NOT_PERSISTENT).waitFor();
      expect(await notice(page, NOT_PERSISTENT).count()).toBe(1);
      await shoot(page, `storage-not-persistent-${viewport}`);
      await notice(page, NOT_PERSISTENT).getByRole('button', { name: 'Dismiss' }).click();
      await notice(page, NOT_PERSISTENT).waitFor({ state: 'detached' });
      await setOffline(context, false);
      await page
        .getByRole('button', { name: /^Liked/ })
        .getByText('Waiting to sync')
        .waitFor({
          state: 'detached',
        });
      // Dismissed for good on this device, on every page.
      await page.goto('/dashboard/my-profile');
      await page.getByRole('heading', { name: 'My Profile' }).first().waitFor();
      expect(await page.getByText(NOT_PERSISTENT).count()).toBe(0);
      await page.reload();
      await page.locator('[data-testid="sync-indicator"][data-storage="refused"]').waitFor();
      await page.getByRole('button', { name: /Account menu/ }).waitFor();
      expect(await page.getByText(NOT_PERSISTENT).count()).toBe(0);
      expect(errors).toEqual([]);
    }
  });

  it('says nothing when the browser keeps the data', async () => {
    const { page } = await journey.open('/all-meals', { as: 'resident' });
    await page.getByRole('article').first().waitFor();
    await page.locator('[data-testid="sync-indicator"][data-storage="granted"]').waitFor();
    await page.getByTestId('sync-indicator').getByText('Online').waitFor({ state: 'attached' });
    expect(await page.getByText(NOT_PERSISTENT).count()).toBe(0);
    expect(await page.getByText(OFFLINE_OFF).count()).toBe(0);
  });

  it('keeps the local database in a worker, and works from memory when no worker can start', async () => {
    // Which IndexedDB databases the page itself opens (the workers have their own indexedDB).
    const recordOpens = `window.__opened = [];
const open = IDBFactory.prototype.open;
IDBFactory.prototype.open = function (name, version) {
  window.__opened.push(name);
  return open.call(this, name, version);
};`;
    // A browser without SharedWorker, for the first page of the visit only: the memory-mapped
    // storage, held by this tab's own worker; later pages (with SharedWorker) find it there.
    const noSharedFirst = `if (location.search.includes('noshared')) delete window.SharedWorker;`;
    for (const where of ['shared', 'dedicated', 'page'] as const) {
      const { page, context, errors } = await journey.open(
        where === 'dedicated' ? '/all-meals?noshared' : '/all-meals',
        {
          as: 'resident',
          initScripts:
            where === 'page'
              ? [recordOpens, 'delete window.Worker; delete window.SharedWorker;']
              : [recordOpens, noSharedFirst],
        },
      );
      await page.getByRole('article').first().waitFor();
      const storage = where === 'page' ? 'memory' : 'granted';
      await page.locator(`[data-testid="sync-indicator"][data-storage="${storage}"]`).waitFor();
      const storageWorker = () => page.workers().find((w) => w.url().includes('storage-worker'));
      const opened = await page.evaluate(
        () => (window as unknown as { __opened: string[] }).__opened,
      );
      const meals = (names: string[]) => names.filter((name) => name.endsWith('--meals'));
      // Every database of the origin, whoever opened it (the page, a worker).
      const databases = () =>
        page.evaluate(async () => (await indexedDB.databases()).map((entry) => entry.name ?? ''));
      // Only the probe opens in the page; RxDB's databases open in the worker, or nowhere.
      expect(opened).toEqual(['hostel-meals-probe']);
      if (where === 'shared') {
        // A fresh profile: one SharedWorker for all tabs, the memory-mapped storage's databases.
        expect(storageWorker()).toBeUndefined();
        expect(meals(await databases())).toEqual([expect.stringMatching(/^hostel-mm-/)]);
      } else if (where === 'dedicated') {
        // The worker starts with the app's code (boot.ts), not after the data layer's chunk (a
        // SharedWorker's script is not in the page's resource timing: checked here only).
        const requested = await page.evaluate(() =>
          performance.getEntriesByType('resource').map((entry) => entry.name),
        );
        const workerAt = requested.findIndex((name) => name.includes('/storage-worker-'));
        const layerAt = requested.findIndex((name) => /\/data-layer-[^/]*\.js$/.test(name));
        expect(workerAt).toBeGreaterThanOrEqual(0);
        expect(layerAt).toBeGreaterThan(workerAt);
        const inWorker = await storageWorker()!.evaluate(async () =>
          (await indexedDB.databases()).map((entry) => entry.name ?? ''),
        );
        expect(meals(inWorker)).toEqual([expect.stringMatching(/^hostel-mm-/)]);
      } else {
        // No worker: nothing is kept on the device, and the app says offline use is off.
        expect(storageWorker()).toBeUndefined();
        expect(meals(await databases())).toEqual([]);
        await notice(page, OFFLINE_OFF).waitFor();
      }
      // Writes go through it and stay: a like is sent, and is still there after a reload.
      const meal = (await (await context.request.get('/api/all-meals-home')).json())[
        { shared: 5, dedicated: 8, page: 6 }[where]
      ];
      await page.goto(`/meal/${meal._id}`);
      await page.getByRole('heading', { level: 1, name: meal.mealTitle }).waitFor();
      await page.getByRole('button', { name: /^Like\b/ }).click();
      const liked = page.getByRole('button', { name: /^Liked/ });
      // The tap may wait for the layer to open (writableDataLayer): the like shows first, then
      // its waiting mark goes once the server has it.
      await liked.waitFor();
      await liked.getByText('Waiting to sync').waitFor({ state: 'detached' });
      await page.reload();
      await liked.waitFor();
      if (where === 'dedicated') {
        // The same profile in a page with SharedWorker: the SharedWorker holds its storage now.
        expect(await page.evaluate(() => typeof SharedWorker)).toBe('function');
        expect(storageWorker()).toBeUndefined();
        expect(meals(await databases())).toEqual([expect.stringMatching(/^hostel-mm-/)]);
        expect((await databases()).filter((name) => name.startsWith('rxdb-dexie-'))).toEqual([]);
      }
      expect(errors).toEqual([]);
    }
  });

  for (const [what, script] of [
    ['unavailable (private mode)', NO_INDEXED_DB],
    ['full (quota)', QUOTA_FULL],
  ] as const) {
    it(`works online and says offline is off when IndexedDB is ${what}`, async () => {
      const full = script === QUOTA_FULL;
      const { page, context, errors } = await journey.open('/all-meals', {
        as: 'resident',
        viewport: full ? 'desktop' : 'phone',
        initScripts: [script],
      });
      await notice(page, OFFLINE_OFF).waitFor();
      await page.locator('[data-testid="sync-indicator"][data-storage="memory"]').waitFor();
      await page.getByRole('article').first().waitFor();
      await shoot(page, `storage-offline-off-${full ? 'desktop' : 'phone'}`);

      // A like still reaches the server, through the in-memory database's replication.
      const meals = await (await context.request.get('/api/all-meals-home')).json();
      const meal = meals[full ? 4 : 3];
      await page.goto(`/meal/${meal._id}`);
      await page.getByRole('heading', { level: 1, name: meal.mealTitle }).waitFor();
      await notice(page, OFFLINE_OFF).waitFor();
      await page.getByRole('button', { name: /^Like/ }).click();
      const liked = page.getByRole('button', { name: /^Liked/ });
      // The tap may wait for the layer to open (writableDataLayer): the like shows first, then
      // its waiting mark goes once the server has it.
      await liked.waitFor();
      await liked.getByText('Waiting to sync').waitFor({ state: 'detached' });
      await expect
        .poll(async () => (await (await context.request.get(`/api/meal/${meal._id}`)).json()).likes)
        .toBe(meal.likes + 1);
      await page.getByText(new RegExp(`^${meal.likes + 1} likes?$`)).waitFor();

      // The notice can be put away for this visit.
      await notice(page, OFFLINE_OFF).getByRole('button', { name: 'Dismiss' }).click();
      await notice(page, OFFLINE_OFF).waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    });
  }
});
