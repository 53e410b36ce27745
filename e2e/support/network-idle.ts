// "The network has gone quiet", for pages that start the SharedWorker holding a fresh profile's
// database (pwa/src/db/memory-mapped/). Playwright's 'networkidle' never comes there: Chromium
// reports the shared worker script's request to the page and its end to the worker, which
// Playwright does not follow (microsoft/playwright#7107 and #33917), so the request stays in
// flight for good. This waits for the page's 'load', then until no request it saw is in flight
// (the storage worker's script left out) for `quietMs`.
import type { Page, Request } from 'playwright-core';

const STORAGE_WORKER = /\/storage-worker[-.]/;
const trackers = new WeakMap<Page, { inFlight: Set<Request>; lastChange: number }>();

function trackerOf(page: Page) {
  let tracker = trackers.get(page);
  if (tracker) return tracker;
  const state = { inFlight: new Set<Request>(), lastChange: Date.now() };
  const done = (request: Request) => {
    if (state.inFlight.delete(request)) state.lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (STORAGE_WORKER.test(request.url())) return;
    state.inFlight.add(request);
    state.lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  // A navigation drops what the old document had in flight.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) state.inFlight.clear();
  });
  trackers.set(page, state);
  tracker = state;
  return tracker;
}

/** Starts following a page's requests (call before its first navigation, else on first wait). */
export function followNetwork(page: Page): void {
  trackerOf(page);
}

/** Resolves once the page has loaded and no request has been in flight for `quietMs`. */
export async function networkQuiet(page: Page, quietMs = 500, timeoutMs = 15_000): Promise<void> {
  const tracker = trackerOf(page);
  await page.waitForLoadState('load');
  const started = Date.now();
  for (;;) {
    if (tracker.inFlight.size === 0 && Date.now() - tracker.lastChange >= quietMs) return;
    if (Date.now() - started > timeoutMs) {
      const urls = [...tracker.inFlight].map((request) => request.url());
      throw new Error(`the network did not go quiet: ${urls.join(', ')}`);
    }
    await page.waitForTimeout(50);
  }
}
