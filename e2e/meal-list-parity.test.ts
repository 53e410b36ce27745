// The All Meals page reads from the local database (RxDB), not from /api/all-meals. This journey
// checks, in the browser, that the list a person scrolls through is exactly the server's pages
// (0, 4, 8, …) for several searches, categories and price orders — including searches such as
// `(` and `.*` that must be taken as text, and price ties broken by `_id`.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ALL_MEALS_PAGE_SIZE, MESSAGES } from '@hostel/shared-schema';
import { useJourney } from './support';

type Combo = {
  search: string;
  category: 'all' | 'breakfast' | 'lunch' | 'dinner';
  sbp: 'l2h' | 'h2l';
};

const COMBOS: Combo[] = [
  { search: '', category: 'all', sbp: 'l2h' },
  { search: '', category: 'lunch', sbp: 'h2l' },
  { search: 'egg', category: 'all', sbp: 'h2l' },
  { search: 'EGG', category: 'breakfast', sbp: 'l2h' },
  { search: '(', category: 'all', sbp: 'l2h' },
  { search: '.*', category: 'all', sbp: 'h2l' },
  { search: 'tie (', category: 'dinner', sbp: 'h2l' },
  { search: 'no such dish', category: 'all', sbp: 'l2h' },
];

/** Meals whose titles hold pattern characters, two of them at the same price (a tie). */
const ODD_MEALS = [
  { mealTitle: 'Tie (A) Curry', mealType: 'dinner', price: 150 },
  { mealTitle: 'Tie (B) Curry', mealType: 'dinner', price: 150 },
  { mealTitle: 'Rice .* Bowl', mealType: 'lunch', price: 95 },
];

/** Every page of /api/all-meals for a combination, concatenated, as the server orders them. */
async function serverTitles(page: Page, combo: Combo): Promise<string[]> {
  const titles: string[] = [];
  for (let offset = 0; ; offset += ALL_MEALS_PAGE_SIZE) {
    const query = new URLSearchParams({
      search: combo.search,
      category: combo.category,
      sbp: combo.sbp,
      page: String(offset),
      limit: String(ALL_MEALS_PAGE_SIZE),
    });
    const answer = await (await page.request.get(`/api/all-meals?${query}`)).json();
    titles.push(...answer.meals.map((meal: { mealTitle: string }) => meal.mealTitle));
    if (offset + ALL_MEALS_PAGE_SIZE >= answer.count) return titles;
  }
}

/** Scrolls the list to its end text; answers the titles shown, in order. */
async function scrollToEnd(page: Page, endText: string): Promise<string[]> {
  const end = page.getByText(endText);
  while (!(await end.isVisible())) {
    const shown = await page.getByRole('article').count();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(
      ([before, text]) =>
        document.querySelectorAll('article').length > before ||
        !!document.body.textContent?.includes(text),
      [shown, endText] as const,
    );
  }
  return page.getByRole('article').getByRole('heading').allTextContents();
}

/** Sets the filters, then waits until the list, scrolled to its end, shows `expected`. */
async function expectPageToList(page: Page, combo: Combo, expected: string[]): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search meals by name' }).fill(combo.search);
  await page.getByLabel('Category').selectOption(combo.category);
  await page.getByLabel('Sort by price').selectOption(combo.sbp);
  const endText = expected.length === 0 ? MESSAGES.noMatch : MESSAGES.seenItAll;
  // The previous combination's list may still be on screen for a moment (its end text too), so
  // poll until the list settles rather than reading it once.
  await expect
    .poll(async () => ({ combo, titles: await scrollToEnd(page, endText) }), { timeout: 15_000 })
    .toEqual({ combo, titles: expected });
}

describe('the local meal list matches the server page for page', () => {
  const journey = useJourney();

  it('for searches, categories and price orders, pattern characters taken as text', async () => {
    const { page } = await journey.open('/all-meals', { as: 'admin', viewport: 'phone' });
    for (const meal of ODD_MEALS) {
      const created = await page.request.post('/api/add-meal', {
        data: {
          ...meal,
          mealImage: '/logo.png',
          ingredients: ['rice'],
          description: 'A meal whose title has pattern characters.',
          rating: 4,
        },
      });
      expect(created.status()).toBe(201);
    }
    // The new meals reach the page's local database through the live sync channel.
    const { total } = await (await page.request.get('/api/all-meals?limit=1')).json();
    await page
      .getByTestId('total-count')
      .filter({ hasText: new RegExp(`^${total}$`) })
      .waitFor();

    for (const combo of COMBOS) {
      await expectPageToList(page, combo, await serverTitles(page, combo));
    }
    // The odd searches did find the odd meals: they are taken as text, not as patterns.
    expect((await serverTitles(page, COMBOS[4])).sort()).toEqual([
      'Tie (A) Curry',
      'Tie (B) Curry',
    ]);
    expect(await serverTitles(page, COMBOS[5])).toEqual(['Rice .* Bowl']);
  });
});
