// The engine's worker ends under the page (Android ends workers under memory pressure; here
// `Target.closeTarget` over the DevTools protocol for the SharedWorker) while a resident has a
// meal open. The page notices at once, starts a new worker and carries on with no reload: a like
// tapped after the end is saved, shown and reaches the server; so does a like whose write was in
// flight at the end (its IndexedDB commit held back, so the ended worker never saved it). Where
// the browser has no SharedWorker, the tab's own worker runs the engine; when it ends, the tab
// starts another, which takes the engine over.
import type { BrowserContext, Page, Worker } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccount, useJourney } from './support';
import { endStorageWorker, engineLock, storageWorkers } from './support/storage-worker';

type Meal = { _id: string; mealTitle: string; likes: number };

describe('an engine worker that ends', () => {
  const journey = useJourney();

  const likesOnServer = async (mealId: string) =>
    ((await (await fetch(`${journey.url}/api/meal/${mealId}`)).json()) as Meal).likes;

  /** The `pick`-th meal the demo resident has not liked (the server says), from 0. */
  async function mealNotLiked(context: BrowserContext, pick: number): Promise<Meal> {
    const meals = (await (await fetch(`${journey.url}/api/all-meals-home`)).json()) as Meal[];
    const { email } = demoAccount('resident');
    let skip = pick;
    for (const meal of meals) {
      const answer = await context.request.get(
        `/api/is-liked?${new URLSearchParams({ id: meal._id, email })}`,
      );
      if (((await answer.json()) as { liked: boolean }).liked) continue;
      if (skip === 0) return meal;
      skip -= 1;
    }
    throw new Error(`the demo resident likes all but ${pick} meals`);
  }

  /** The resident on a meal they have not liked, its database in the SharedWorker. */
  async function onMeal(pick: number) {
    const opened = await journey.open('/all-meals', { as: 'resident' });
    const meal = await mealNotLiked(opened.context, pick);
    await opened.page.goto(`/meal/${meal._id}`);
    await opened.page.getByRole('heading', { level: 1, name: meal.mealTitle }).waitFor();
    await opened.page.locator('[data-testid="sync-indicator"][data-storage="granted"]').waitFor();
    expect(await storageWorkers(opened.page)).toHaveLength(1);
    return { ...opened, meal, before: await likesOnServer(meal._id) };
  }

  /** The like is on the screen, on the server, and no longer waiting. */
  async function likeArrives(page: Page, meal: Meal, before: number) {
    const liked = page.getByRole('button', { name: /^Liked/ });
    await liked.waitFor();
    await expect.poll(() => likesOnServer(meal._id), { timeout: 15_000 }).toBe(before + 1);
    await liked.getByText('Waiting to sync').waitFor({ state: 'detached' });
    await page
      .locator('.meal-info__likes')
      .getByText(new RegExp(`^${before + 1} likes?$`))
      .waitFor();
  }

  it('is replaced: a like tapped after the end is saved and reaches the server', async () => {
    const { page, meal, before, errors } = await onMeal(0);
    // Marks this document: still there at the end means the page was never reloaded.
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );
    const ended = await endStorageWorker(page);

    await page.getByRole('button', { name: /^Like\b/ }).click();
    await likeArrives(page, meal, before);
    // One new worker holds the storage, and queries answer from it: All Meals lists the meals.
    const now = await storageWorkers(page);
    expect(now).toHaveLength(1);
    expect(now).not.toContain(ended);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Meals' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'All Meals' }).waitFor();
    await page.getByRole('article').first().waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  it('saves once a like whose write was in flight when the worker ended', async () => {
    const { page, meal, before, errors } = await onMeal(1);
    // The likes log's IndexedDB stores are held by a transaction of the page's own, kept alive
    // with a request after each answer: the worker's write of the like waits behind it.
    await page.evaluate(async () => {
      const name = (await indexedDB.databases())
        .map((db) => db.name ?? '')
        .find((found) => found.startsWith('hostel-mm-') && found.endsWith('--likes'));
      if (!name) throw new Error('no likes log');
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('open failed'));
      });
      const tx = db.transaction(['log', 'head'], 'readwrite');
      const hold = { on: true };
      const spin = () => {
        if (hold.on) tx.objectStore('head').get('none').onsuccess = spin;
      };
      spin();
      tx.oncomplete = () => db.close();
      (window as unknown as { likesHold: typeof hold }).likesHold = hold;
    });

    await page.getByRole('button', { name: /^Like\b/ }).click();
    // The tap is being written (the button waits for it) when the worker ends.
    await page.getByRole('button', { name: /^Like\b/, disabled: true }).waitFor();
    await endStorageWorker(page);
    await page.evaluate(() => {
      (window as unknown as { likesHold: { on: boolean } }).likesHold.on = false;
    });

    await likeArrives(page, meal, before);
    expect(errors).toEqual([]);
  });

  it('without SharedWorker, is replaced by a new worker of the tab, which runs the engine', async () => {
    const opened = await journey.open('/all-meals', {
      as: 'resident',
      initScripts: ['delete window.SharedWorker;'],
    });
    const { page, context, errors } = opened;
    const meal = await mealNotLiked(context, 2);
    const before = await likesOnServer(meal._id);
    await page.goto(`/meal/${meal._id}`);
    await page.getByRole('heading', { level: 1, name: meal.mealTitle }).waitFor();
    await page.getByRole('button', { name: /^Like\b/, disabled: false }).waitFor();
    const engineWorkers = () => page.workers().filter((w) => w.url().includes('storage-worker'));
    expect(engineWorkers()).toHaveLength(1);
    const [ended] = engineWorkers() as [Worker];
    const gone = new Promise((resolve) => ended.once('close', resolve));
    // The worker ends itself at once, with no shutdown of the engine.
    await ended
      .evaluate(() => (globalThis as unknown as { close(): void }).close())
      .catch(() => undefined);
    await gone;

    await page.getByRole('button', { name: /^Like\b/ }).click();
    await likeArrives(page, meal, before);
    await expect.poll(() => engineWorkers().length).toBe(1);
    expect(engineWorkers()).not.toContain(ended);
    expect((await engineLock(page)).held).toBe(1);
    expect(errors).toEqual([]);
  });
});
