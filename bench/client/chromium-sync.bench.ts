// In Chromium, against the server in its own process on the generated data set: how long a fresh
// client takes to hold every meal (and every review) in its local database, and how many bytes a
// first visit and a warm visit (service worker installed) move over the wire.
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../e2e/support/browser';
import { followNetwork, networkQuiet } from '../../e2e/support/network-idle';

/**
 * Documents in one local collection, durable in IndexedDB: the records of RxDB's Dexie 'docs'
 * table, or, for the memory-mapped storage (pwa/src/db/memory-mapped/), the count its log's 'head'
 * record holds, written in the same transaction as the documents (tombstones counted, as Dexie's
 * records are). Read in the page, so a build with either storage is measured the same way.
 */
export async function localCount(page: Page, collection: string): Promise<number> {
  return page.evaluate(async (name) => {
    const all = await indexedDB.databases();
    const found = all.find((entry) => entry.name?.endsWith(`--${name}`));
    if (!found?.name) return 0;
    return new Promise<number>((resolve) => {
      const open = indexedDB.open(found.name!);
      open.onerror = () => resolve(0);
      open.onsuccess = () => {
        const db = open.result;
        const mapped = db.objectStoreNames.contains('head');
        if (!mapped && !db.objectStoreNames.contains('docs')) return resolve((db.close(), 0));
        const request = mapped
          ? db.transaction('head').objectStore('head').get('head')
          : db.transaction('docs').objectStore('docs').count();
        request.onsuccess = () => {
          const result = request.result as number | { live: number } | undefined;
          db.close();
          resolve(typeof result === 'number' ? result : (result?.live ?? 0));
        };
        request.onerror = () => resolve((db.close(), 0));
      };
    });
  }, collection);
}

export type SyncFigures = {
  mealsMs: number;
  allMs: number;
  meals: number;
  reviews: number;
  /** All Meals: a search submitted → the list shows its count, per search. */
  queryMs: { search: string; ms: number }[];
};

/** Submits a search on /all-meals and times it until the list shows the expected count. */
async function timeSearch(page: Page, search: string, expected: number): Promise<number> {
  // A string, not a function: tsx would wrap named functions in a helper the page lacks.
  return page.evaluate(`(async () => {
    const input = document.querySelector('form[role="search"] input');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    setValue.call(input, ${JSON.stringify(search)});
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const started = performance.now();
    input.form.requestSubmit();
    await new Promise((resolve) => {
      const check = () =>
        document.querySelector('[data-testid="matching-count"]')?.textContent === '${expected}'
          ? resolve()
          : requestAnimationFrame(check);
      check();
    });
    return performance.now() - started;
  })()`);
}

/** A fresh profile opens the home page; times until the meals, then the reviews, are local. */
export async function chromiumInitialSync(
  url: string,
  expected: { meals: number; reviews: number },
  searches: string[] = [],
): Promise<SyncFigures> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ baseURL: url });
    const page = await context.newPage();
    const started = Date.now();
    await page.goto('/');
    let mealsMs = NaN;
    let meals = 0;
    let reviews = 0;
    for (;;) {
      meals = await localCount(page, 'meals');
      if (Number.isNaN(mealsMs) && meals >= expected.meals) mealsMs = Date.now() - started;
      if (!Number.isNaN(mealsMs)) reviews = await localCount(page, 'reviews');
      if (meals >= expected.meals && reviews >= expected.reviews) break;
      if (Date.now() - started > 180_000) throw new Error(`sync stalled: ${meals}, ${reviews}`);
      await page.waitForTimeout(50);
    }
    const allMs = Date.now() - started;
    await page.goto('/all-meals');
    await page.getByTestId('total-count').getByText(String(expected.meals)).waitFor();
    const queryMs: SyncFigures['queryMs'] = [];
    for (const search of [...searches, ...searches]) {
      const answer = await fetch(
        `${url}/api/all-meals?${new URLSearchParams({ search, page: '0' })}`,
      );
      const { count } = (await answer.json()) as { count: number };
      queryMs.push({ search, ms: await timeSearch(page, search, count) });
    }
    return { mealsMs, allMs, meals, reviews, queryMs };
  } finally {
    await browser.close();
  }
}

export type WireFigures = {
  firstKiB: number;
  firstJsKiB: number;
  firstDataKiB: number;
  warmKiB: number;
};

/** Sums the encoded bytes of every response, the service worker's precache included. */
function meter(context: BrowserContext) {
  const totals = { all: 0, js: 0, data: 0, lastSyncAt: 0 };
  context.on('requestfinished', (request) => {
    if (request.url().includes('/api/sync/')) totals.lastSyncAt = Date.now();
    void request.sizes().then(
      (sizes) => {
        const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
        totals.all += bytes;
        if (/\.js(\?|$)/.test(request.url())) totals.js += bytes;
        if (request.url().includes('/api/sync/')) totals.data += bytes;
      },
      () => undefined,
    );
  });
  return totals;
}

/** Polls until the page's local database holds the expected documents. */
export async function synced(page: Page, expected: { meals: number; reviews: number }) {
  const started = Date.now();
  while (
    (await localCount(page, 'meals')) < expected.meals ||
    (await localCount(page, 'reviews')) < expected.reviews
  ) {
    if (Date.now() - started > 180_000) throw new Error('sync stalled');
    await page.waitForTimeout(100);
  }
}

export async function wireBytes(
  url: string,
  expected: { meals: number; reviews: number },
): Promise<WireFigures> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ baseURL: url, serviceWorkers: 'allow' });
    const totals = meter(context);
    const page = await context.newPage();
    followNetwork(page);
    await page.goto('/');
    await networkQuiet(page);
    // The service worker precaches the app shell on the first visit: wait until it controls.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await synced(page, expected);
    // Until the replication has stored its last checkpoint: no pull for two seconds.
    while (Date.now() - totals.lastSyncAt < 2000) await page.waitForTimeout(250);
    const first = { ...totals };
    await page.reload();
    await networkQuiet(page);
    const warm = totals.all - first.all;
    return {
      firstKiB: first.all / 1024,
      firstJsKiB: first.js / 1024,
      firstDataKiB: first.data / 1024,
      warmKiB: warm / 1024,
    };
  } finally {
    await browser.close();
  }
}
