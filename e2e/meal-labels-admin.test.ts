// Food labels, the admin's side: Add Meal refuses a meal whose allergens are not stated (the
// "No listed allergens" rule: a field message, no call), axe-core finds no violation on the
// labelled form, the server stores the labels an admin sets (read back through GET /meal/{id}),
// and the edit dialog keeps 'No Change' and the stored labels when only another field changes.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ALLERGEN_NAMES, MESSAGES, type Meal } from '@hostel/shared-schema';
import { toastWith, useJourney } from './support';
import { allAxeViolations } from './support/axe';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

const NO_ALLERGENS_MESSAGE = 'Pick the allergens this meal contains, or tick "No listed allergens"';

/**
 * Resolves when a progress button shows `label`. Watched on every DOM change from before the
 * click: the label stays only 500 ms, which a polling wait on a loaded machine can miss.
 */
function buttonShows(page: Page, label: string): Promise<boolean> {
  return page.evaluate(
    (text) =>
      new Promise<boolean>((resolve, reject) => {
        const shown = () =>
          [...document.querySelectorAll('button[data-state]')].some(
            (button) => button.textContent?.trim() === text,
          );
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(true);
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`no button showed '${text}' within 15 s`));
        }, 15_000);
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    label,
  );
}

async function storedMeal(page: Page, id: string): Promise<Meal> {
  const answer = await page.request.get(`/api/meal/${id}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Meal;
}

describe('admin: food labels on meals', () => {
  const journey = useJourney();

  it('labels a new meal (the allergens rule first), then edits it keeping the labels', async () => {
    const { page, errors } = await journey.open('/dashboard/add-meal', { as: 'admin' });
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && /\/api\/(add-meal|update-one-meal)/.test(request.url())) {
        writes.push(request.url());
      }
    });

    const title = `Labelled Biryani ${Date.now()}`;
    await page.getByLabel('Meal Title').fill(title);
    await page.getByLabel('Price').fill('180');
    await page.getByLabel('Meal Type').selectOption('lunch');
    await page.getByLabel('Diet').selectOption('chicken');
    await page.getByRole('switch', { name: 'Halal' }).click();
    await page
      .getByLabel('Meal Image')
      .setInputFiles({ name: 'biryani.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await page.getByLabel('Description').fill('Rice, chicken and spices.');
    // The star (the label around the visually hidden radio) is what a user clicks.
    await page
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: '5 stars' }) })
      .click();
    expect(await page.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
    await page.getByLabel('Ingredients', { exact: true }).fill('Basmati rice');
    await page.getByLabel('Ingredients', { exact: true }).press('Enter');
    await page.getByText('1 ingredient', { exact: true }).waitFor();

    // Allergens neither picked nor ruled out: refused with the field's message, nothing sent.
    const addButton = page.getByRole('button', { name: 'Add Meal', exact: true });
    const refused = buttonShows(page, MESSAGES.progressError);
    await addButton.click();
    await refused;
    await page.getByRole('alert').filter({ hasText: NO_ALLERGENS_MESSAGE }).waitFor();
    expect(writes).toEqual([]);
    // axe once the button is back from its fading 'Error' (mid-fade its contrast is transient).
    await addButton.waitFor();
    expect(await allAxeViolations(page)).toEqual([]);

    const peanuts = page.getByRole('button', { name: ALLERGEN_NAMES.peanuts });
    await peanuts.click();
    await page.getByRole('button', { name: ALLERGEN_NAMES.sesame }).click();
    expect(await peanuts.getAttribute('aria-pressed')).toBe('true');
    await page.getByText(NO_ALLERGENS_MESSAGE).waitFor({ state: 'detached' });
    expect(await allAxeViolations(page)).toEqual([]);

    const added = page.waitForResponse((response) => response.url().endsWith('/api/add-meal'));
    await addButton.click();
    const { insertedId } = (await (await added).json()) as { insertedId: string };
    await toastWith(page, MESSAGES.addedToMeals(title)).waitFor();
    expect(await storedMeal(page, insertedId)).toMatchObject({
      mealTitle: title,
      diet: 'chicken',
      halal: true,
      allergens: ['peanuts', 'sesame'],
    });

    // The edit dialog shows the stored labels; untouched, it is 'No Change' and sends nothing.
    await page.goto('/dashboard/all-meals');
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Meal' });
    expect(await dialog.getByLabel('Diet').inputValue()).toBe('chicken');
    expect(await dialog.getByRole('switch', { name: 'Halal' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    const update = dialog.getByRole('button', { name: 'Update Meal' });
    const unchanged = buttonShows(page, MESSAGES.noChange);
    await update.click();
    await unchanged;
    expect(writes).toHaveLength(1);

    // Only the price and one allergen change; every other label keeps its stored value.
    await update.waitFor();
    await dialog.getByLabel('Price').fill('190');
    await dialog.getByRole('button', { name: ALLERGEN_NAMES.sesame }).click();
    await update.click();
    await toastWith(page, MESSAGES.mealUpdated).waitFor();
    expect(await storedMeal(page, insertedId)).toMatchObject({
      price: 190,
      diet: 'chicken',
      halal: true,
      allergens: ['peanuts'],
    });
    expect(writes).toHaveLength(2);
    expect(errors).toEqual([]);
  });
});
