// First-visit JavaScript: the service worker's first-visit precache leaves out the
// chunks only a signed-in person's dashboard or online-only features need
// (scripts/precache-plan.ts), yet every page of a resident opens offline once the resident has
// been signed in online: a resident's and an admin's pages are fetched at sign-in
// (app/page-modules.ts). The sign-in pages, which need the network,
// say so offline.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { controlledByWorker, useJourney } from './support';
import { setOffline } from './support/offline';

/** Chunks a resident never needs offline (file-name prefixes of the built chunks). */
const LEFT_OUT = [
  'kitchen-page-',
  'add-meal-page-',
  'manage-users-page-',
  'stripe-card-payment-form-',
  'firebase-identity-',
  'login-page-',
  'registration-page-',
  'dexie-migration-',
  'admin-pages-',
  'resident-pages-',
  'meal-pass-page-',
  'my-statement-page-',
];

/** The script files in the service worker's caches: the precache, and the on-use chunk cache. */
async function cachedScripts(page: Page): Promise<{ precache: string[]; onUse: string[] }> {
  return page.evaluate(async () => {
    const scripts = async (match: (name: string) => boolean) => {
      const files: string[] = [];
      for (const name of (await caches.keys()).filter(match)) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const path = new URL(request.url).pathname;
          if (path.endsWith('.js')) files.push(path.split('/').pop()!);
        }
      }
      return files;
    };
    return {
      precache: await scripts((name) => name.includes('precache')),
      onUse: await scripts((name) => name === 'app-chunks'),
    };
  });
}

const named = (files: string[], prefix: string) => files.some((file) => file.startsWith(prefix));

/** Opens `path` (offline: from the worker) and waits for its page, never the error page. */
async function opens(page: Page, path: string) {
  await page.goto(path);
  await page.locator('main h1, .error-page').first().waitFor();
  expect(await page.locator('.error-page').count(), `${path} showed the error page`).toBe(0);
}

describe('the first visit precache', () => {
  const journey = useJourney();

  it('leaves out admin and online-only chunks, and every resident page opens offline', async () => {
    const { context, page } = await journey.open('/', { as: 'resident' });
    await controlledByWorker(page);
    const meals = await (await page.request.get('/api/all-meals-home')).json();
    const { precache, onUse } = await cachedScripts(page);
    for (const prefix of LEFT_OUT) expect(named(precache, prefix), prefix).toBe(false);
    // The public lazy pages are one chunk (scripts/chunk-groups.ts).
    expect(named(precache, 'pages-')).toBe(true);
    // The resident's own pages were fetched at sign-in; a resident does not fetch the admin's.
    expect(named(onUse, 'meal-pass-page-')).toBe(true);
    expect(named(onUse, 'kitchen-page-')).toBe(false);

    await setOffline(context, true);
    const residentPaths = [
      '/all-meals',
      '/menu',
      `/meal/${meals[0]._id}`,
      '/checkout/silver',
      '/dashboard/my-profile',
      '/dashboard/requested-meals',
      '/dashboard/my-reviews',
      '/dashboard/user-chat',
      '/dashboard/my-skips',
      '/dashboard/my-statement',
      '/dashboard/meal-pass',
    ];
    for (const path of residentPaths) await opens(page, path);
    await setOffline(context, false);
  });

  it('leaves out the sign-in pages: offline, a visitor is told they need a connection', async () => {
    const { context, page } = await journey.open('/');
    await controlledByWorker(page);
    const { precache } = await cachedScripts(page);
    for (const prefix of LEFT_OUT) expect(named(precache, prefix), prefix).toBe(false);
    await setOffline(context, true);
    await page.getByRole('link', { name: 'Join Us' }).click();
    await page.locator('.error-page').waitFor();
    await page.getByText('You are offline: this page needs a connection.').waitFor();
    await opens(page, '/all-meals');
    await setOffline(context, false);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).first().waitFor();
  });

  it('caches the admin pages once an admin is signed in, so they open offline', async () => {
    const { context, page } = await journey.open('/', { as: 'admin' });
    await controlledByWorker(page);
    expect(named((await cachedScripts(page)).precache, 'kitchen-page-')).toBe(false);
    // The warm-up runs when the browser is idle; wait until the worker has cached the kitchen.
    await page.waitForFunction(
      async () => {
        const cache = await caches.open('app-chunks');
        const requests = await cache.keys();
        return requests.some((request) => request.url.includes('/assets/kitchen-page-'));
      },
      undefined,
      { polling: 200 },
    );
    await setOffline(context, true);
    await opens(page, '/dashboard/kitchen');
    await page.getByRole('heading', { name: 'Kitchen' }).waitFor();
    await opens(page, '/dashboard/add-meal');
    await setOffline(context, false);
  });
});
