// A visitor's first visit to a page whose first screen is data (All Meals, a meal) shows that
// screen from the data its HTML carries (decision 0287) while the engine has pulled nothing: the
// journey holds every pull. Once the pulls go through, the engine's answers take over (a meal
// added meanwhile comes in) with no skeleton in between. The engine runs in the tab's own worker
// here (no SharedWorker), whose requests the context's routes see: a shared worker's they do
// not (support/offline.ts).
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useJourney } from './support';

type Meal = { _id: string; mealTitle: string };

const NO_SHARED_WORKER = 'delete window.SharedWorker;';

/** Records, in the page, whether a skeleton appeared once a meal's title was on screen. */
const RECORD_SKELETON_AFTER_CONTENT = `
  window.__skeletonAfterContent = false;
  new MutationObserver(() => {
    const content = document.querySelector('.meal-card__title, .meal-info h1, .meal-info h2');
    if (content && document.querySelector('.ui-skeleton')) window.__skeletonAfterContent = true;
  }).observe(document, { childList: true, subtree: true });
`;

/** Holds every sync pull of the context until the returned function lets them go. */
async function holdPulls(
  context: BrowserContext,
): Promise<{ held: () => number; release: () => Promise<void> }> {
  const waiting: (() => void)[] = [];
  let count = 0;
  let holding = true;
  await context.route('**/api/sync/**', (route) => {
    count += 1;
    if (holding) waiting.push(() => void route.continue());
    else void route.continue();
  });
  return {
    held: () => count,
    release: async () => {
      holding = false;
      for (const go of waiting.splice(0)) go();
    },
  };
}

const skeletonAfterContent = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __skeletonAfterContent: boolean }).__skeletonAfterContent,
  );

describe("a data page's first screen", () => {
  const journey = useJourney();

  it('shows All Meals from the page before any pull, then the list from the device', async () => {
    const { context, page, errors } = await journey.open('about:blank', {
      viewport: 'phone',
      initScripts: [NO_SHARED_WORKER, RECORD_SKELETON_AFTER_CONTENT],
    });
    const expected = (await (
      await context.request.get('/api/all-meals?page=0&limit=4')
    ).json()) as {
      meals: Meal[];
    };
    const pulls = await holdPulls(context);
    await page.goto('/all-meals');
    const titles = page.locator('.meal-card__title');
    await titles.first().waitFor();
    expect(await titles.allTextContents()).toEqual(expected.meals.map((meal) => meal.mealTitle));
    // The engine is up and asking, and has been given nothing.
    await expect.poll(pulls.held).toBeGreaterThan(0);
    expect(await page.locator('.ui-skeleton').count()).toBe(0);

    // A meal added meanwhile, the cheapest: only the engine's pull can bring it to the list.
    const admin = await journey.open('about:blank', { as: 'admin' });
    const title = `Cheapest after the page ${Date.now()}`;
    const added = await admin.context.request.post('/api/add-meal', {
      data: {
        mealTitle: title,
        mealType: 'lunch',
        price: 1,
        mealImage: '/api/uploads/demo-ruti-with-sabji.svg',
        ingredients: ['rice'],
        description: 'Added while the pulls of a visitor were held',
        rating: 4,
      },
    });
    expect(added.ok()).toBe(true);
    expect(await titles.first().textContent()).toBe(expected.meals[0]!.mealTitle);

    await pulls.release();
    await expect.poll(() => titles.first().textContent()).toBe(title);
    expect(await skeletonAfterContent(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('shows a meal and its reviews from the page before any pull', async () => {
    const { context, page, errors } = await journey.open('about:blank', {
      initScripts: [NO_SHARED_WORKER, RECORD_SKELETON_AFTER_CONTENT],
    });
    const [meal] = (await (await context.request.get('/api/all-meals-home')).json()) as Meal[];
    const pulls = await holdPulls(context);
    await page.goto(`/meal/${meal!._id}`);
    await page.getByRole('heading', { name: meal!.mealTitle }).waitFor();
    await expect.poll(pulls.held).toBeGreaterThan(0);
    expect(await page.locator('.ui-skeleton').count()).toBe(0);
    await pulls.release();
    expect(await skeletonAfterContent(page)).toBe(false);
    expect(errors).toEqual([]);
  });
});
