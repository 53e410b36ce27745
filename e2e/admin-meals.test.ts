// Admin journeys over meals (spec §2, §4, §5, §8): the profile tiles; Add Meal with an uploaded
// PNG ('Rating' and 'Ingrediants' first, then success, then the meal on all-meals); editing a
// meal ('No Change' first, then 'Meal Updated'); deleting a meal; publishing an upcoming meal
// with ≥ 10 likes (Publish disabled below); deleting a review from all-reviews. Beyond the spec:
// a refused Add Meal on a phone brings the first invalid field into view and focus.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES, VALIDATION } from '@hostel/shared-schema';
import { toastWith, useJourney } from './support';
import { formatTk } from '../pwa/src/lib/format';
import { setOffline } from './support/offline';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** The number in a 'Total X: n' line. */
async function total(page: Page, prefix: string): Promise<number> {
  const line = page.getByText(new RegExp(`^${prefix}: \\d+$`));
  await line.waitFor();
  return Number((await line.textContent())?.split(': ')[1]);
}

async function waitForTotal(page: Page, prefix: string, value: number) {
  await page.getByText(`${prefix}: ${value}`, { exact: true }).waitFor();
}

describe('admin dashboard: meals', () => {
  const journey = useJourney();

  it('the admin profile shows the photo, name, e-mail and five tiles', async () => {
    const { page, errors } = await journey.open('/dashboard/admin-profile', {
      as: 'admin',
      shared: true,
    });
    await page.getByRole('heading', { name: 'Admin profile' }).waitFor();
    await page.getByText('admin@hostel.test').first().waitFor();
    const tiles = page.getByRole('list', { name: 'Your statistics' });
    for (const label of [
      'Meals you Added',
      'Total Payment',
      'Requested Meals',
      'Served Meals',
      'Pending Meals',
    ]) {
      await tiles.getByText(label, { exact: true }).waitFor();
    }
    // Every demo meal was added by the demo admin.
    await tiles.getByText('27', { exact: true }).waitFor();
    // The demo residents' paid periods: the tile shows the server's total.
    const { paymentAmount } = await (
      await page.request.get('/api/admin-profile-data?email=admin@hostel.test')
    ).json();
    expect(paymentAmount).toBeGreaterThan(0);
    await tiles.getByText(formatTk(paymentAmount), { exact: true }).waitFor();
    expect(await page.getByRole('img', { name: /^Photo of / }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('adds a meal: Rating, then Ingrediants, then success; the meal is on all-meals', async () => {
    const { page, errors } = await journey.open('/dashboard/add-meal', {
      as: 'admin',
      shared: true,
    });
    await page.getByRole('heading', { name: 'Add Meal' }).waitFor();
    expect(await page.getByLabel('Post Time').inputValue()).toMatch(/^\d{1,2}:\d{2}:\d{2} [AP]M$/);
    expect(await page.getByLabel('Admin E-mail').inputValue()).toBe('admin@hostel.test');
    expect(await page.getByLabel('Likes').inputValue()).toBe('0');

    // An empty form: markers and 'Error'.
    const addButton = page.getByRole('button', { name: 'Add Meal', exact: true });
    await addButton.click();
    await page.getByRole('button', { name: MESSAGES.progressError, exact: true }).waitFor();
    expect(await page.getByText('(required)').count()).toBe(5);
    await addButton.waitFor();

    // A non-image file is refused.
    const picker = page.getByLabel('Meal Image');
    await picker.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    });
    await page.getByText(VALIDATION.fileNotImage).waitFor();

    const title = `Admin Test Curry ${Date.now()}`;
    await page.getByLabel('Meal Title').fill(title);
    await page.getByLabel('Price').fill('125.5');
    await page.getByLabel('Meal Type').selectOption('dinner');
    await picker.setInputFiles({ name: 'curry.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await page.getByRole('img', { name: 'Meal image preview' }).waitFor();
    await page.getByLabel('Description').fill('A test curry.');
    expect(await page.getByText('(required)').count()).toBe(0);
    // The food labels: a diet, and the allergens stated.
    await page.getByLabel('Diet').selectOption('chicken');
    await page.getByRole('button', { name: 'Milk' }).click();

    await addButton.click();
    await page.getByRole('button', { name: MESSAGES.progressErrorRating, exact: true }).waitFor();
    await addButton.waitFor();

    await page.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await addButton.click();
    await page
      .getByRole('button', { name: MESSAGES.progressErrorIngredients, exact: true })
      .waitFor();
    await addButton.waitFor();

    const ingredient = page.getByLabel('Ingredients', { exact: true });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('0 ingredients').waitFor();
    for (const item of ['Chicken', 'Onion', 'Chili']) {
      await ingredient.fill(item);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
    }
    await page.getByText('3 ingredients').waitFor();
    await page.getByRole('button', { name: 'Remove Onion' }).click();
    await page.getByText('2 ingredients').waitFor();

    await addButton.click();
    await toastWith(page, MESSAGES.addedToMeals(title)).waitFor();
    // Cleared: the form, the ingredient list and the preview.
    await page.getByText('0 ingredients').waitFor();
    expect(await page.getByLabel('Meal Title').inputValue()).toBe('');
    expect(await page.getByRole('img', { name: 'Meal image preview' }).count()).toBe(0);

    await page.goto('/dashboard/all-meals');
    await waitForTotal(page, 'Total Meals', 28);
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(0).textContent()).toBe('1');
    expect(await row.getByText('admin@hostel.test').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('a refused Add Meal on a phone scrolls to the first invalid field and focuses it', async () => {
    const { page, errors } = await journey.open('/dashboard/add-meal', {
      shared: true,
      as: 'admin',
      viewport: 'phone',
    });
    await page.getByLabel('Meal Title').fill('Morning Khichuri');
    // Everything else is left empty; the buttons are at the bottom of a long form.
    const addButton = page.getByRole('button', { name: 'Add Meal', exact: true });
    await addButton.scrollIntoViewIfNeeded();
    await addButton.click();
    await page.getByRole('button', { name: MESSAGES.progressError, exact: true }).waitFor();
    const price = page.getByLabel(/^Price/);
    await page.waitForFunction(() => document.activeElement?.id === 'add-meal-price');
    // In view: the focused field is inside the phone's viewport.
    await page.waitForFunction(() => {
      const box = document.activeElement!.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    expect(await price.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Enter the price in Tk').waitFor();
    await page.getByText('Pick a rating').waitFor();
    expect(errors).toEqual([]);
  });

  it('adds a meal to Upcoming Meals: it waits there with 0 likes and Publish disabled', async () => {
    const { page, errors } = await journey.open('/dashboard/add-meal', {
      as: 'admin',
      shared: true,
    });
    const title = `Upcoming Test Pitha ${Date.now()}`;
    await page.getByLabel('Meal Title').fill(title);
    await page.getByLabel('Price').fill('80');
    await page.getByLabel('Meal Type').selectOption('breakfast');
    await page
      .getByLabel('Meal Image')
      .setInputFiles({ name: 'pitha.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await page.getByLabel('Description').fill('Winter rice cakes.');
    await page.getByLabel('Diet').selectOption('vegetarian');
    await page.getByLabel('No listed allergens').check();
    await page.getByRole('radio', { name: '0 stars' }).check({ force: true });
    await page.getByLabel('Ingredients', { exact: true }).fill('Rice flour');
    await page.getByLabel('Ingredients', { exact: true }).press('Enter');
    await page.getByText('1 ingredient', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add to Upcoming' }).click();
    await toastWith(page, MESSAGES.addedToUpcoming(title)).waitFor();
    // The upcoming meal keeps the labels the form set.
    const answer = await page.request.get('/api/all-upcoming-meals-user');
    const upcoming = (await answer.json()) as { mainMealData: { mealTitle: string } }[];
    expect(
      upcoming.find((meal) => meal.mainMealData.mealTitle === title)?.mainMealData,
    ).toMatchObject({
      diet: 'vegetarian',
      halal: false,
      allergens: [],
    });

    await page.goto('/dashboard/upcoming-meals');
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.getByRole('button', { name: `Publish ${title}` }).isDisabled()).toBe(true);
    await row.getByText('10 more likes needed').waitFor();
    expect(errors).toEqual([]);
  });

  it('edits a meal: No Change first, then Meal Updated and the list reloads', async () => {
    const { page, errors } = await journey.open('/dashboard/all-meals', {
      as: 'admin',
      shared: true,
    });
    const row = page.getByRole('row').nth(2);
    const oldTitle = (await row.getByRole('cell').nth(1).textContent()) ?? '';
    await row.getByRole('button', { name: `Edit ${oldTitle}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Meal' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Meal Title').inputValue()).toBe(oldTitle);

    const update = dialog.getByRole('button', { name: 'Update Meal' });
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/update-one-meal/')) patches.push(request.url());
    });
    await update.click();
    await dialog.getByRole('button', { name: MESSAGES.noChange }).waitFor();
    expect(patches).toEqual([]);
    await update.waitFor();

    await dialog.getByLabel('Price').fill('');
    await page.waitForFunction(() => document.querySelectorAll('.meal-form__marker').length === 1);
    const newTitle = `${oldTitle} (edited)`;
    await dialog.getByLabel('Meal Title').fill(newTitle);
    await dialog.getByLabel('Price').fill('99');
    await update.click();
    await toastWith(page, MESSAGES.mealUpdated).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: newTitle, exact: true }).waitFor();
    expect(patches).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('deletes a meal after the confirmation', async () => {
    const { page, errors } = await journey.open('/dashboard/all-meals', {
      as: 'admin',
      shared: true,
    });
    const before = await total(page, 'Total Meals');
    const row = page.getByRole('row').nth(3);
    const title = (await row.getByRole('cell').nth(1).textContent()) ?? '';
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('alertdialog', { name: MESSAGES.confirmTitle });
    await confirm.getByText(MESSAGES.mealDeleteText).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).waitFor();
    await confirm.getByRole('button', { name: MESSAGES.mealDeleteConfirm }).click();
    await toastWith(page, MESSAGES.deletedSuccessfully).waitFor();
    await waitForTotal(page, 'Total Meals', before - 1);
    expect(await page.getByRole('cell', { name: title, exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('publishes an upcoming meal with 10 or more likes; below 10 Publish is disabled', async () => {
    const { page, errors } = await journey.open('/dashboard/upcoming-meals', {
      as: 'admin',
      shared: true,
    });
    const before = await total(page, 'Total Upcoming Meals');
    const nine = page
      .getByRole('row')
      .filter({ has: page.locator('td[data-label="Likes"]', { hasText: /^9$/ }) });
    expect(await nine.getByRole('button', { name: /^Publish / }).isDisabled()).toBe(true);

    const twelve = page
      .getByRole('row')
      .filter({ has: page.locator('td[data-label="Likes"]', { hasText: /^12$/ }) });
    const title = (await twelve.getByRole('cell').nth(1).textContent()) ?? '';
    await twelve.getByRole('button', { name: `Publish ${title}` }).click();
    // Publishing has no way back: it asks first, naming the meal.
    const ask = page.getByRole('alertdialog', { name: `Publish ${title}?` });
    await ask.getByRole('button', { name: 'Publish' }).click();
    await toastWith(page, MESSAGES.published).waitFor();
    await waitForTotal(page, 'Total Upcoming Meals', before - 1);

    await page.goto('/dashboard/all-meals');
    await page.getByRole('cell', { name: title, exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('deletes a review from all-reviews, sorted by reviews', async () => {
    const { page, errors } = await journey.open('/dashboard/all-reviews', {
      as: 'admin',
      shared: true,
    });
    const before = await total(page, 'Total Reviews');
    await page.getByLabel('Sort by').selectOption('sbr');
    await page.getByLabel('Order').selectOption('lth');
    await page.locator('table[aria-label="Reviews"]:not([aria-busy])').waitFor();
    const first = page.getByRole('row').nth(1);
    await first.getByRole('link', { name: /^View / }).waitFor();
    const title = (await first.getByRole('cell').nth(1).textContent()) ?? '';
    await first.getByRole('button', { name: `Delete review of ${title}` }).click();
    await page.getByRole('alertdialog', { name: MESSAGES.confirmTitle }).waitFor();
    await page.getByRole('button', { name: 'Yes Delete' }).click();
    await toastWith(page, MESSAGES.adminReviewDeletedTitle).waitFor();
    await page.getByText(MESSAGES.adminReviewDeletedText).first().waitFor();
    await waitForTotal(page, 'Total Reviews', before - 1);
    expect(errors).toEqual([]);
  });

  it('offline, admin actions are disabled and say why', async () => {
    const { page, context } = await journey.open('/dashboard/all-meals', {
      as: 'admin',
      shared: true,
    });
    const edit = page.getByRole('button', { name: /^Edit / }).first();
    await edit.waitFor();
    await setOffline(context, true);
    await page.waitForFunction(() => !navigator.onLine);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('button')].some(
        (button) => button.textContent?.includes('Edit') && button.disabled,
      ),
    );
    expect(
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .getAttribute('title'),
    ).toMatch(/offline/i);
    await setOffline(context, false);
    await page.waitForFunction(() => navigator.onLine);

    await page.goto('/dashboard/add-meal');
    const add = page.getByRole('button', { name: 'Add Meal', exact: true });
    await add.waitFor();
    await setOffline(context, true);
    await page
      .getByText(/You are offline/)
      .first()
      .waitFor();
    expect(await add.isDisabled()).toBe(true);
    await setOffline(context, false);
    await page.waitForFunction(() => navigator.onLine);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('button')].some(
        (button) => button.textContent === 'Add Meal' && !button.disabled,
      ),
    );
  });
});
