// The installed app opened cold with no server to reach: every page of it closed (the offline
// data's worker, which a reload finds still running, ends a grace period after the last one),
// then the server really stopped, not an emulated offline, so every part of the app (the page,
// the service worker, the data's shared worker, which no Playwright emulation reaches) finds
// nothing there. The service worker serves the shell and the worker's script from its precache,
// the resident's meals come from the device, a like made then waits, and it reaches the server
// once the server is back.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { controlledByWorker, useJourney } from './support';
import { storageWorkers } from './support/storage-worker';

/** How many of the data's shared workers the browser runs for the page's context. */
const sharedWorkers = async (page: Page) => (await storageWorkers(page)).length;

describe('a cold start with the server gone', () => {
  const journey = useJourney();

  it('opens the meals from the device, and a like made then reaches the server once it is back', async () => {
    const { context, page } = await journey.open('/all-meals', { as: 'resident' });
    await controlledByWorker(page);
    const { total } = await (await page.request.get('/api/all-meals?limit=1')).json();
    const meals = await (await page.request.get('/api/all-meals-home')).json();
    const meal = meals.at(-1);
    // Everything synced: the whole list is on the device.
    await page
      .getByTestId('total-count')
      .filter({ hasText: String(total) })
      .waitFor();
    const [engine] = await storageWorkers(page);
    expect(engine).toBeDefined();
    // A reload finds the engine running: the same worker, not a new one.
    await page.reload();
    await page
      .getByTestId('total-count')
      .filter({ hasText: String(total) })
      .waitFor();
    expect(await storageWorkers(page)).toEqual([engine]);

    // The last page closes: its shared worker ends a grace period later (engine-lifetime.ts).
    // A blank page (no app) stays, so the context can still be asked, and it is where the app
    // opens again.
    const blank = await context.newPage();
    await page.close();
    await expect.poll(() => sharedWorkers(blank), { timeout: 30_000 }).toBe(0);
    await journey.server.stop();

    await blank.goto(journey.url + `/meal/${meal._id}`);
    await blank.getByRole('heading', { level: 1, name: meal.mealTitle }).waitFor();
    await blank.getByTestId('sync-indicator').getByText('Offline').waitFor({ state: 'attached' });
    expect(await sharedWorkers(blank)).toBe(1);
    await blank.getByRole('button', { name: /^Like/ }).click();
    const liked = blank.getByRole('button', { name: /^Liked/ });
    await liked.getByText('Waiting to sync').waitFor({ state: 'attached' });
    await blank.getByTestId('sync-indicator').getByText('1 change waiting').waitFor();
    await blank.goto(journey.url + '/all-meals');
    await blank
      .getByTestId('total-count')
      .filter({ hasText: String(total) })
      .waitFor();

    await journey.server.start();
    await blank.getByTestId('sync-indicator').getByText('Online').waitFor({ state: 'attached' });
    // The like waited on the device; now the server counts it.
    await expect
      .poll(async () => (await (await blank.request.get(`/api/meal/${meal._id}`)).json()).likes, {
        timeout: 15_000,
      })
      .toBe(meal.likes + 1);
  });
});
