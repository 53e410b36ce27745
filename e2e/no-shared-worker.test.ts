// A browser without SharedWorker still has one engine per origin (pwa/src/db/engine-leader.ts):
// every tab starts a worker of its own, ONE of them (the holder of a Web Lock) runs the engine
// and serves every tab. Offline (so nothing goes through the server), a like in one tab shows in
// the other, a like survives a reload, and when the tab whose worker runs the engine closes, the
// other's worker takes over and the open page goes on; back online, every like reaches the
// server and counts once.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { controlledByWorker, trackPageErrors, useJourney } from './support';
import { pushedLikes } from './support/pushed-likes';
import { setOffline } from './support/offline';
import { engineLock } from './support/storage-worker';

const NO_SHARED_WORKER = 'delete window.SharedWorker;';

type Meal = { _id: string; mealTitle: string; likes: number };

/** The like button; `{ disabled: false }`: once it knows the like (busy until then). */
const likeButton = (page: Page, options: { disabled?: boolean } = {}) =>
  page.getByRole('button', { name: /^Liked?\b/, ...options });

/** Whether the resident likes the open meal, once the button knows. */
async function likedHere(page: Page): Promise<boolean> {
  const known = likeButton(page, { disabled: false });
  await known.waitFor();
  return /^Liked/.test((await known.textContent()) ?? '');
}

/** Opens a meal; answers whether the resident likes it there. */
async function openMeal(page: Page, meal: Meal): Promise<boolean> {
  await page.goto(`/meal/${meal._id}`);
  await page.getByRole('heading', { level: 1, name: meal.mealTitle }).waitFor();
  return likedHere(page);
}

/** Waits for the like state `liked` on the meal's page (the like is still to be sent). */
async function showsLiked(page: Page, liked: boolean): Promise<void> {
  const name = liked ? /^Liked/ : /^Like\b/;
  await page.getByRole('button', { name }).waitFor();
}

describe('a browser without SharedWorker', () => {
  const journey = useJourney();

  it('runs one engine for every tab, in the worker of one of them', async () => {
    const {
      context,
      page: first,
      errors,
    } = await journey.open('/all-meals', {
      as: 'resident',
      initScripts: [NO_SHARED_WORKER],
    });
    await first.getByRole('article').first().waitFor();
    await controlledByWorker(first);
    const meals: Meal[] = await (await context.request.get('/api/all-meals-home')).json();
    const [one, two] = [meals[1]!, meals[4]!];
    const pushed = pushedLikes(journey.server);
    const firstLiked = await openMeal(first, one);

    const second = await context.newPage();
    const secondErrors = trackPageErrors(second);
    expect(await openMeal(second, one)).toBe(firstLiked);
    // Each tab has a worker of its own; one runs the engine, the other waits to, and the data is
    // in the memory-mapped storage.
    for (const page of [first, second]) {
      expect(await page.evaluate(() => typeof SharedWorker)).toBe('undefined');
      expect(page.workers().some((worker) => worker.url().includes('storage-worker'))).toBe(true);
    }
    expect(await engineLock(first)).toEqual({ held: 1, waiting: 1 });
    const names = await first.evaluate(async () =>
      (await indexedDB.databases()).map((db) => db.name ?? ''),
    );
    expect(names.some((name) => name.startsWith('hostel-mm-hostel-meals--'))).toBe(true);
    expect(names.filter((name) => name.startsWith('rxdb-dexie-'))).toEqual([]);

    // Offline: a change reaches the other tab only through the one storage.
    await setOffline(context, true);
    await likeButton(first).click();
    await showsLiked(first, !firstLiked);
    await showsLiked(second, !firstLiked);

    const secondLiked = await openMeal(second, two);
    await likeButton(second).click();
    await showsLiked(second, !secondLiked);
    expect(await openMeal(first, two)).toBe(!secondLiked);

    // Written to disk: a reload, still offline, finds it.
    await second.reload();
    await second.getByRole('heading', { level: 1, name: two.mealTitle }).waitFor();
    await showsLiked(second, !secondLiked);

    // A tab's navigation ends its worker, and the engine passes to the other tab's, as it did
    // at each page change above. The second tab changes page last, so the first's worker runs
    // the engine now: it closes while the second is open, whose worker takes the engine over,
    // and the open page goes on through it.
    await second.goto('/all-meals');
    const cards = second.getByRole('link', { name: /^Details of / });
    await cards.first().waitFor();
    const labels = await cards.evaluateAll((links) =>
      links.map((link) => link.getAttribute('aria-label') ?? ''),
    );
    const card = cards.nth(
      labels.findIndex((label) => ![one, two].some((meal) => label.endsWith(meal.mealTitle))),
    );
    await first.close();
    await expect.poll(() => engineLock(second)).toEqual({ held: 1, waiting: 0 });
    await card.click();
    await second.getByRole('heading', { level: 1 }).waitFor();
    const threeId = new URL(second.url()).pathname.split('/').pop()!;
    const three: Meal = await (await context.request.get(`/api/meal/${threeId}`)).json();
    const thirdLiked = await likedHere(second);
    await likeButton(second).click();
    await showsLiked(second, !thirdLiked);
    expect(await openMeal(second, one)).toBe(!firstLiked);
    expect(await openMeal(second, three)).toBe(!thirdLiked);

    // Online again: every like is sent, once. Chromium ends a closing page's network emulation
    // before the page itself: now and then the first tab, closed offline above, sees 'online'
    // and sends its waiting likes as it goes, and the tab that goes on sends them again (the
    // server applies a like's state, so twice counts once). Those arrive before the context is
    // back online; from then on each like arrives once.
    const pushedWhileOffline = pushed.length;
    await setOffline(context, false);
    await second
      .getByRole('button', { name: /^Liked?\b/ })
      .getByText('Waiting to sync')
      .waitFor({ state: 'detached' });
    const expected = [
      [one, firstLiked],
      [two, secondLiked],
      [three, thirdLiked],
    ] as const;
    for (const [meal, liked] of expected) {
      await expect
        .poll(async () => (await (await context.request.get(`/api/meal/${meal._id}`)).json()).likes)
        .toBe(meal.likes + (liked ? -1 : 1));
    }
    const afterOnline = pushed.slice(pushedWhileOffline);
    expect(new Set(afterOnline).size).toBe(afterOnline.length);
    expect([...new Set(pushed)].sort()).toEqual([one._id, two._id, three._id].sort());
    expect([...errors, ...secondErrors]).toEqual([]);
  });
});
