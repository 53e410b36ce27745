// The SharedWorker that runs the engine (pwa/src/db/engine-serve.ts) outlives any one tab: it
// opens the database once, for its whole life, and when a tab goes, what the tab watched there
// must end (tab-lease.ts), or every reload would leave another set of watches answering a dead
// port. Seen from outside: the meals collection's IndexedDB database stays open (a deletion is
// blocked) while the worker lives, and a tab's lease, which the worker waits for while the tab
// lives, is granted to the worker and let go once the tab is gone.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_WORKER_OPTIONS } from '../pwa/src/db/storage-roles';
import { DIST_DIR, useJourney } from './support';

describe('the shared storage worker', () => {
  const journey = useJourney();

  it("ends a gone tab's watches while the worker lives on", async () => {
    const { page, context, errors } = await journey.open('/all-meals', { as: 'resident' });
    await page.getByRole('article').first().waitFor();
    await page.locator('[data-testid="sync-indicator"][data-storage="granted"]').waitFor();

    // Another page of the origin holds a port of the same worker, without the app.
    const script = readdirSync(path.join(DIST_DIR, 'assets')).find((name) =>
      /^storage-worker-[\w-]+\.js$/.test(name),
    );
    const keeper = await context.newPage();
    await keeper.goto('/manifest.webmanifest');
    await keeper.evaluate(
      ({ url, options }) =>
        new Promise<void>((resolve) => {
          const worker = new SharedWorker(url, options);
          (window as unknown as { keep: unknown }).keep = worker;
          worker.port.onmessage = () => resolve();
        }),
      { url: `/assets/${script}`, options: SHARED_WORKER_OPTIONS },
    );

    // The tab's lease: held by the tab, asked for by the worker.
    const leases = () =>
      keeper.evaluate(async () => {
        const { held = [], pending = [] } = await navigator.locks.query();
        const lease = (lock: LockInfo) => lock.name?.startsWith('hostel-storage-tab-') ?? false;
        return { held: held.filter(lease).length, pending: pending.filter(lease).length };
      });
    await expect.poll(leases).toEqual({ held: 1, pending: 1 });

    // While the worker lives, the meals database is open in it: its deletion waits.
    const deletion = await keeper.evaluate(async () => {
      const name = (await indexedDB.databases())
        .map((db) => db.name ?? '')
        .find((found) => found.startsWith('hostel-mm-') && found.endsWith('--meals'))!;
      const state = { blocked: false, deleted: false };
      (window as unknown as { deletion: typeof state }).deletion = state;
      const request = indexedDB.deleteDatabase(name);
      request.onblocked = () => (state.blocked = true);
      request.onsuccess = () => (state.deleted = true);
      return name;
    });
    expect(deletion).toMatch(/^hostel-mm-/);
    const state = () =>
      keeper.evaluate(
        () => (window as unknown as { deletion: { blocked: boolean; deleted: boolean } }).deletion,
      );
    await expect.poll(state).toEqual({ blocked: true, deleted: false });

    // The tab goes; the worker (kept by the other page) is granted its lease and ends its watches.
    await page.close();
    await expect.poll(leases, { timeout: 10_000 }).toEqual({ held: 0, pending: 0 });
    expect(await state()).toEqual({ blocked: true, deleted: false });
    expect(errors).toEqual([]);
  });

  it('never leaves a memory-mapped profile for Dexie when the SharedWorker cannot start', async () => {
    // Pages opened with ?broken find a SharedWorker that fails to start.
    const broken = `if (location.search.includes('broken')) {
  window.SharedWorker = function () { throw new Error('no shared worker here'); };
}`;
    const { page, errors } = await journey.open('/all-meals', {
      as: 'resident',
      initScripts: [broken],
    });
    await page.locator('[data-testid="sync-indicator"][data-storage="granted"]').waitFor();
    const databases = () =>
      page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? ''));
    expect((await databases()).some((name) => name.startsWith('hostel-mm-'))).toBe(true);

    await page.goto('/all-meals?broken');
    // Online only, from memory: the profile's documents stay where they are for the next start.
    await page.locator('[data-testid="sync-indicator"][data-storage="memory"]').waitFor();
    await page.getByRole('article').first().waitFor();
    expect((await databases()).filter((name) => name.startsWith('rxdb-dexie-'))).toEqual([]);

    await page.goto('/all-meals');
    await page.locator('[data-testid="sync-indicator"][data-storage="granted"]').waitFor();
    expect(errors.map((error) => error.message)).toEqual([]);
  });
});
