// A visitor browses: the home tabs, the infinite meal list (search, category, price order, the
// end texts), a meal's details, the visitor prompt, and the Upcoming Meals modal.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { HOME_TAB_MEAL_LIMIT, MESSAGES } from '@hostel/shared-schema';
import { networkQuiet, useJourney } from './support';

const cards = (page: Page) => page.getByRole('article');
const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading').allTextContents();
const priceOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

describe('a visitor browsing meals', () => {
  const journey = useJourney();

  async function api(page: Page, path: string) {
    const response = await page.request.get(path);
    expect(response.ok()).toBe(true);
    return response.json();
  }

  it('sees up to 6 meals per home tab, breakfast first, and See All leads to /all-meals', async () => {
    const { page, errors } = await journey.open('/', { shared: true });
    const all = (await api(page, '/api/all-meals-home')) as {
      mealTitle: string;
      mealType: string;
    }[];
    const expectTab = async (type: string) => {
      const expected = all
        .filter((meal) => type === 'allMeals' || meal.mealType === type)
        .slice(0, HOME_TAB_MEAL_LIMIT)
        .map((meal) => meal.mealTitle);
      const panel = page.getByRole('tabpanel');
      await panel.getByRole('article').first().waitFor();
      expect(await panel.getByRole('article').getByRole('heading').allTextContents()).toEqual(
        expected,
      );
    };
    expect(await page.getByRole('tab', { name: 'Breakfast' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await expectTab('breakfast');
    await page.getByRole('tab', { name: 'Lunch' }).click();
    await expectTab('lunch');
    await page.getByRole('tab', { name: 'Dinner' }).click();
    await expectTab('dinner');
    await page.getByRole('tab', { name: 'All Meals' }).click();
    await expectTab('allMeals');
    const first = page.getByRole('tabpanel').getByRole('article').first();
    await first.getByText(/\d+ Tk/).waitFor();
    await first.getByRole('img', { name: /Rating \d out of 5/ }).waitFor();
    await page.getByRole('link', { name: 'See All' }).click();
    await page.waitForURL((url) => url.pathname === '/all-meals');
    expect(errors).toEqual([]);
  });

  it('clears the contact form on submit and sends nothing; the newsletter boxes do nothing', async () => {
    const { page } = await journey.open('/', { shared: true });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') posts.push(request.url());
    });
    const form = page.getByRole('region', { name: 'Contact Us' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    // Required fields: the browser refuses an empty form and nothing is cleared or sent.
    expect(
      await form
        .getByLabel('Name')
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    await form.getByLabel('Name').fill('Rafi');
    await form.getByLabel('Email').fill('rafi@example.com');
    await form.getByLabel('Message').fill('More khichuri please');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForFunction(
      () =>
        (document.querySelector('textarea[name="message"]') as HTMLTextAreaElement).value === '',
    );
    expect(await form.getByLabel('Name').inputValue()).toBe('');
    expect(await form.getByLabel('Email').inputValue()).toBe('');
    for (const box of await page.getByRole('form', { name: 'Newsletter' }).all()) {
      await box.getByRole('textbox').fill('me@example.com');
      await box.getByRole('button', { name: 'Subscribe' }).click();
    }
    expect(page.url()).toMatch(/\/$/);
    // Only the data layer's own traffic (sync pushes, the live socket) may write.
    expect(posts.filter((url) => !/\/api\/sync\/|\/socket\.io\//.test(url))).toEqual([]);
  });

  it('loads all meals 4 at a time while scrolling, to "Yay! You have seen it all"', async () => {
    const { page } = await journey.open('/all-meals', { viewport: 'phone', shared: true });
    const { total } = await api(page, '/api/all-meals?limit=1');
    await cards(page).first().waitFor();
    await page
      .getByTestId('total-count')
      .filter({ hasText: String(total) })
      .waitFor();
    expect(await cards(page).count()).toBeLessThan(total);
    const end = page.getByText(MESSAGES.seenItAll);
    while (!(await end.isVisible())) {
      const shown = await cards(page).count();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForFunction(
        (before) =>
          document.querySelectorAll('article').length > before ||
          !!document.body.textContent?.includes('Yay! You have seen it all'),
        shown,
      );
    }
    expect(await cards(page).count()).toBe(total);
    expect(await page.getByTestId('displayed-count').textContent()).toBe(String(total));
    // The default order is price low to high.
    const prices = (
      await cards(page)
        .getByText(/\d+ Tk/)
        .allTextContents()
    ).map(priceOf);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('searches by name, filters by category, sorts by price, and says "No Found match"', async () => {
    const { page } = await journey.open('/all-meals', { shared: true });
    await cards(page).first().waitFor();
    const search = page.getByRole('searchbox', { name: 'Search meals by name' });

    await search.fill('egg');
    const expected = await api(page, '/api/all-meals?search=egg&limit=50');
    await page
      .getByTestId('matching-count')
      .filter({ hasText: new RegExp(`^${expected.count}$`) })
      .waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    for (const title of await cardTitles(page)) expect(title.toLowerCase()).toContain('egg');

    await search.fill('');
    await page.getByLabel('Category').selectOption('dinner');
    const dinners = await api(page, '/api/all-meals?category=dinner&limit=50');
    await page
      .getByTestId('matching-count')
      .filter({ hasText: new RegExp(`^${dinners.count}$`) })
      .waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    for (const badge of await cards(page)
      .getByText(/^(breakfast|lunch|dinner)$/)
      .allTextContents()) {
      expect(badge).toBe('dinner');
    }

    await page.getByLabel('Sort by price').selectOption('h2l');
    const expensive = await api(page, '/api/all-meals?category=dinner&sbp=h2l&limit=4');
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    await cards(page)
      .first()
      .getByRole('heading', { name: expensive.meals[0].mealTitle })
      .waitFor();
    const prices = (
      await cards(page)
        .getByText(/\d+ Tk/)
        .allTextContents()
    ).map(priceOf);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    await search.fill('no such dish at all');
    await page.getByText(MESSAGES.noMatch).waitFor();
    expect(await cards(page).count()).toBe(0);
  });

  it("opens a meal's details with its reviews, and asks a visitor to log in to like it", async () => {
    const { page } = await journey.open('/all-meals', { shared: true });
    const firstCard = cards(page).first();
    const title = (await firstCard.getByRole('heading').textContent())!;
    await firstCard.getByRole('link', { name: /Details/ }).click();
    await page.waitForURL(/\/meal\//);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const id = new URL(page.url()).pathname.split('/').pop();
    const reviews = await api(page, `/api/meal-wise-reviews?id=${id}`);
    await page.getByRole('heading', { name: `Reviews (${reviews.length})` }).waitFor();
    if (reviews.length === 0) await page.getByText(MESSAGES.beFirstReviewer).waitFor();
    else await page.getByText(reviews[0].review).first().waitFor();

    await page.getByRole('button', { name: 'Like' }).click();
    await page.getByRole('alertdialog', { name: MESSAGES.notLoggedIn }).waitFor();
    await page.getByRole('button', { name: MESSAGES.loginPage }).click();
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('shows the empty review state for a meal nobody reviewed', async () => {
    const { page } = await journey.open('/', { shared: true });
    const meals = (await api(page, '/api/all-meals-home')) as { _id: string; numReviews: number }[];
    const quiet = meals.find((meal) => meal.numReviews === 0);
    if (!quiet) return; // every demo meal has reviews: nothing to show here
    await page.goto(`/meal/${quiet._id}`);
    await page.getByText(MESSAGES.beFirstReviewer).waitFor();
  });

  it('shows the error page for an unknown meal id', async () => {
    const { page } = await journey.open('/meal/000000000000000000000000', { shared: true });
    await page.getByRole('heading', { name: MESSAGES.errorPageHeading }).waitFor();
  });

  it('opens and closes the Upcoming Meals modal', async () => {
    const { page } = await journey.open('/', { shared: true });
    const upcoming = await api(page, '/api/all-upcoming-meals-user');
    await page.getByRole('button', { name: 'Upcoming Meals' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upcoming Meals' });
    await dialog.waitFor();
    await dialog.getByRole('listitem').first().waitFor();
    expect(await dialog.getByRole('listitem').count()).toBe(upcoming.length);
    await dialog.getByText('Expected Price').first().waitFor();
    await dialog.getByText('Want It ?').first().waitFor();
    await dialog
      .getByRole('button', { name: /I want/ })
      .first()
      .click();
    await page.getByRole('alertdialog', { name: MESSAGES.notLoggedIn }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('fits a 375 px phone without sideways scrolling', async () => {
    const { page } = await journey.open('/', { viewport: 'phone', shared: true });
    const meals = await api(page, '/api/all-meals-home');
    for (const path of ['/', '/all-meals', `/meal/${meals[0]._id}`, '/nope']) {
      await page.goto(path);
      await networkQuiet(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  it("keeps the page on screen, whole, while the next page's code loads", async () => {
    // No service worker: the next page's chunk comes from the network, where the test holds it.
    const { page, errors } = await journey.open('/', { serviceWorkers: 'block' });
    await page.getByRole('tabpanel').getByRole('article').first().waitFor();
    const homeTitle = await page.title();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    const requested = new Promise<void>(
      (resolve) =>
        void page.route(/\/assets\/[^/]+\.js$/, async (route) => {
          held.push(route.request().url());
          resolve();
          await released;
          await route.continue();
        }),
    );
    await page.getByRole('link', { name: 'See All' }).click();
    await requested;
    // The router renders the next page in a transition: until its chunk is in, the home page
    // stays as it was (no blank screen, no spinner), its title too.
    expect(held.length).toBeGreaterThan(0);
    expect(await page.getByRole('tabpanel').getByRole('article').count()).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: 'All Meals', level: 1 }).count()).toBe(0);
    expect(await page.title()).toBe(homeTitle);
    release();
    await page.getByRole('heading', { name: 'All Meals', level: 1 }).waitFor();
    expect(await page.title()).not.toBe(homeTitle);
    expect(errors).toEqual([]);
  });
});
