// Food labels, the resident's side in real Chromium against a real server: set an allergy in My
// Profile, see the warning on the card and on the details page, turn on "Hide meals I can't eat"
// and the meal leaves the list (saying so), then offline filter All Meals by diet and allergen
// and get exactly the meals the fit rule allows, in the list's order. axe-core checks a labelled
// card with its warning and the filters.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dietaryWarnings, type Meal } from '@hostel/shared-schema';
import { useJourney } from './support';
import { seriousAxeViolations } from './support/axe';
import { setOffline } from './support/offline';

/** Every live meal, from the spec's REST call (pages of 4, offsets 0, 4, 8, …). */
async function everyMeal(page: Page): Promise<Meal[]> {
  const meals: Meal[] = [];
  for (let offset = 0; ; offset += 4) {
    const answer = await (await page.request.get(`/api/all-meals?page=${offset}&limit=4`)).json();
    meals.push(...answer.meals);
    if (offset + 4 >= answer.count) return meals;
  }
}

/** Waits until the profile change has reached the server ("Saved", not "Saved on this device"). */
async function savedToServer(page: Page) {
  await page
    .getByRole('region', { name: 'Dietary needs' })
    .getByRole('status')
    .filter({ hasText: /^\s*Saved$/ })
    .waitFor();
}

describe('food labels for a resident', () => {
  const journey = useJourney();

  it('warns, hides on request, and filters offline', async () => {
    const { context, page } = await journey.open('/dashboard/my-profile', { as: 'resident' });
    const meals = await everyMeal(page);
    const target = meals.find((meal) => meal.allergens?.includes('crustaceans'));
    expect(target, 'the demo data has a meal with crustaceans').toBeTruthy();
    const title = target!.mealTitle;

    // 1. The allergy, set in My Profile and synced.
    const needs = page.getByRole('region', { name: 'Dietary needs' });
    await needs.getByRole('checkbox', { name: 'Crustaceans' }).check();
    await savedToServer(page);

    // 2. The warning on the card (All Meals) and on the details page.
    await page.goto('/all-meals');
    await page.getByLabel('Search meals by name').fill(title);
    const card = page.getByRole('article', { name: title });
    await card.getByTestId('dietary-warning').getByText('Contains crustaceans').waitFor();
    await card
      .getByText(/^Diet: /)
      .first()
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await card.getByRole('link', { name: `Details of ${title}` }).click();
    await page
      .getByRole('region', { name: 'Not for your dietary needs' })
      .getByText('Contains crustaceans')
      .waitFor();
    await page
      .getByRole('region', { name: 'Allergens' })
      .getByText('Crustaceans (you avoid this)')
      .waitFor();

    // 3. "Hide meals I can't eat": the meal leaves the list, and the list says meals are hidden.
    await page.goto('/dashboard/my-profile');
    await needs.getByRole('switch', { name: "Hide meals I can't eat" }).click();
    await savedToServer(page);
    await page.goto('/all-meals');
    await page.getByTestId('hidden-meals-note').waitFor();
    await page.getByLabel('Search meals by name').fill(title);
    await page.getByText('No Found match').waitFor();
    await page.getByLabel('Search meals by name').fill('');

    // 4. Offline: diet and allergen filters on the local database, with the hiding still on.
    await setOffline(context, true);
    await page.getByTestId('sync-indicator').getByText('Offline').waitFor({ state: 'attached' });
    await page.getByLabel('Diet').selectOption('vegetarian');
    await page.getByLabel('Without allergen').selectOption('milk');
    const expected = meals
      .filter(
        (meal) =>
          dietaryWarnings(meal, { diet: 'vegetarian', avoid: ['milk', 'crustaceans'] }).length ===
          0,
      )
      .sort((a, b) => a.price - b.price || (a._id < b._id ? -1 : 1));
    expect(expected.length, 'the demo data has vegetarian meals without milk').toBeGreaterThan(0);
    await page
      .getByTestId('matching-count')
      .filter({ hasText: new RegExp(`^${expected.length}$`) })
      .waitFor();
    const shown = expected.slice(0, 4).map((meal) => meal.mealTitle);
    await page.waitForFunction(
      (count) => document.querySelectorAll('.meal-grid article').length === count,
      shown.length,
    );
    const titles = await page.locator('.meal-grid article h3').allTextContents();
    expect(titles).toEqual(shown);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await setOffline(context, false);
  });
});
