// Waiting for the PWA's service worker: offline journeys need the page controlled by it, so
// that reloads and navigations are answered from the precache, and the signed-in person's
// dashboard pages fetched (app/page-modules.ts), which the first visit does not precache.
import type { Page } from 'playwright-core';

/**
 * Resolves once the worker is active and controls `page` (reloading once if it does not yet) and
 * the app has fetched the pages of whoever is signed in.
 */
export async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker controls the page once it has claimed it (first visit) or after a reload.
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  await page.waitForFunction(() => document.documentElement.dataset.offlinePages === 'ready');
}
