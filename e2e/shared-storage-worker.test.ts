// The SharedWorker that holds a fresh profile's database (pwa/src/db/memory-mapped/) outlives any
// one tab: when a tab goes, the storage instances it opened there must close (tab-lease.ts), or
// every reload would leave another set open for the worker's whole life. Seen from outside: the
// meals collection's IndexedDB database stays open (a deletion is blocked) while the tab lives,
// and closes once the tab is gone, while another page keeps the worker alive.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST_DIR, useJourney } from './support';

describe('the shared storage worker', () => {
  const journey = useJourney();

  it("closes a gone tab's storage instances while the worker lives on", async () => {
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
      (url) =>
        new Promise<void>((resolve) => {
          const worker = new SharedWorker(url, { type: 'module', name: 'hostel-storage-shared' });
          (window as unknown as { keep: unknown }).keep = worker;
          worker.port.onmessage = () => resolve();
        }),
      `/assets/${script}`,
    );

    // While the tab lives, the meals database is open in the worker: its deletion waits.
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

    // The tab goes; the worker (kept by the other page) closes what the tab had open.
    await page.close();
    await expect.poll(state, { timeout: 10_000 }).toEqual({ blocked: true, deleted: true });
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
