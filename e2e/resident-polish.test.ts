// Small but visible, as a resident walks into them: All Meals keeps its filters in the address
// (a reload keeps them) and "Clear filters" clears them all, with "Hide meals I can't eat" on the
// list itself; an unknown address keeps the spec's error page and adds a line and a meal search
// below it; offline, "Review Added" says the review waits, and the statement shows its last
// known copy after a reload.
import { describe, expect, it } from 'vitest';
import { MESSAGES, type Meal } from '@hostel/shared-schema';
import { controlledByWorker, toastWith, useJourney } from './support';
import { setOffline } from './support/offline';

const titlesOf = (page: import('playwright-core').Page) =>
  page.locator('.meal-grid h3').allInnerTexts();

describe('small but visible', () => {
  const journey = useJourney();

  it('All Meals keeps its filters through a reload; Clear filters clears them all', async () => {
    const { page, errors } = await journey.open('/all-meals', { as: 'resident' });
    await page.getByTestId('total-count').waitFor();
    const hide = page.getByRole('switch', { name: "Hide meals I can't eat" });
    await hide.waitFor();

    await page.getByLabel('Category').selectOption('lunch');
    await page.getByLabel('Sort by price').selectOption('h2l');
    await page.getByLabel('Halal only').check();
    await page.getByLabel('Search meals by name').fill('a');
    await page.waitForURL(/search=a/);
    const address = new URL(page.url());
    expect(Object.fromEntries(address.searchParams)).toEqual({
      search: 'a',
      category: 'lunch',
      sbp: 'h2l',
      halal: '1',
    });

    await page.reload();
    await page.getByTestId('matching-count').waitFor();
    expect(await page.getByLabel('Category').inputValue()).toBe('lunch');
    expect(await page.getByLabel('Sort by price').inputValue()).toBe('h2l');
    expect(await page.getByLabel('Halal only').isChecked()).toBe(true);
    expect(await page.getByLabel('Search meals by name').inputValue()).toBe('a');
    // The list is the filtered one: fewer meals match than there are.
    const total = Number(await page.getByTestId('total-count').innerText());
    await expect
      .poll(async () => Number(await page.getByTestId('matching-count').innerText()))
      .toBeLessThan(total);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => url.pathname === '/all-meals' && url.search === '');
    expect(await page.getByLabel('Category').inputValue()).toBe('all');
    expect(await page.getByLabel('Sort by price').inputValue()).toBe('l2h');
    expect(await page.getByLabel('Halal only').isChecked()).toBe(false);
    expect(await page.getByLabel('Search meals by name').inputValue()).toBe('');
    await expect
      .poll(() => page.getByTestId('matching-count').innerText())
      .toBe(await page.getByTestId('total-count').innerText());
    expect(errors).toEqual([]);
  });

  it('an unknown address keeps the spec page and offers a search of the meals', async () => {
    const { page } = await journey.open('/no/such/page');
    await page.getByRole('heading', { name: MESSAGES.errorPageHeading }).waitFor();
    await page.getByText(MESSAGES.errorPageText, { exact: true }).waitFor();
    await page.getByText('No page lives at /no/such/page.', { exact: false }).waitFor();
    const [meal] = (await (await page.request.get('/api/all-meals-home')).json()) as Meal[];
    const search = page.getByRole('search', { name: 'Search the meals' });
    await search.getByLabel('Search meals by name').fill(meal.mealTitle);
    await search.getByRole('button', { name: 'Search meals' }).click();
    await page.waitForURL(/\/all-meals\?search=/);
    expect(await page.getByLabel('Search meals by name').inputValue()).toBe(meal.mealTitle);
    await page.locator('.meal-grid h3', { hasText: meal.mealTitle }).first().waitFor();
    for (const title of await titlesOf(page)) {
      expect(title.toLowerCase()).toContain(meal.mealTitle.toLowerCase());
    }
  });

  it("offline, 'Review Added' says it waits, and the statement shows its last copy", async () => {
    const { context, page } = await journey.open('/dashboard/my-statement', { as: 'resident' });
    const statement = page.getByRole('article', { name: /^Statement of/ });
    await statement.waitFor();
    const before = await statement.innerText();
    await controlledByWorker(page);
    await statement.waitFor();

    await setOffline(context, true);
    await page.reload();
    await page.getByText(/^Offline: this is the copy from /).waitFor();
    expect(await statement.innerText()).toBe(before);

    // Offline, the pages come from the service worker and the meals from the device.
    await page.goto('/all-meals');
    const first = page.locator('.meal-grid a[href^="/meal/"]').first();
    await first.waitFor();
    await first.click();
    await page.getByLabel('Your review').fill('Written on the bus.');
    await page.getByText('4 stars').click({ force: true });
    await page.getByRole('button', { name: 'Submit Review' }).click();
    const added = toastWith(page, MESSAGES.reviewAdded);
    await added.waitFor();
    await page
      .locator('.ui-toast')
      .filter({ has: added })
      .getByText("Saved on this device. It is posted when you're back online.")
      .waitFor();
  });
});
