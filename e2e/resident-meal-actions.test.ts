// A signed-in resident on a meal's details: like and unlike, the review rules and 'Review
// Added', Request Meal without a package, and liking an upcoming meal once.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES, VALIDATION } from '@hostel/shared-schema';
import { toastWith, useJourney } from './support';

describe('a resident on meal details', () => {
  const journey = useJourney();

  async function firstMealId(page: Page): Promise<string> {
    const response = await page.request.get('/api/all-meals-home');
    const meals = await response.json();
    return meals[0]._id;
  }

  it('likes and unlikes a meal', async () => {
    const { page } = await journey.open('/', { as: 'resident', shared: true });
    const id = await firstMealId(page);
    await page.goto(`/meal/${id}`);
    const likeButton = page.getByRole('button', { name: /^Like|^Liked/ });
    await likeButton.waitFor();
    const likesText = page.getByText(/^\d+ likes?$/);
    const before = Number((await likesText.textContent())!.split(' ')[0]);
    await page.waitForFunction(() => !document.querySelector('button[aria-pressed][disabled]'));
    const wasLiked = (await likeButton.getAttribute('aria-pressed')) === 'true';
    await likeButton.click();
    const after = wasLiked ? before - 1 : before + 1;
    await page.getByText(new RegExp(`^${after} likes?$`)).waitFor();
    await likeButton.click();
    await page.getByText(new RegExp(`^${before} likes?$`)).waitFor();
  });

  it('requires review text and rating, then adds the review', async () => {
    const { page } = await journey.open('/', { as: 'resident', shared: true });
    const id = await firstMealId(page);
    await page.goto(`/meal/${id}`);
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText(VALIDATION.reviewRequired).waitFor();
    await page.getByText(VALIDATION.ratingRequired).waitFor();
    const text = `Lovely and warm ${Date.now()}`;
    await page.getByLabel('Your review').fill(text);
    await page.getByText('4 stars').click({ force: true });
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await toastWith(page, MESSAGES.reviewAdded).waitFor();
    await page.getByText(text).waitFor();
  });

  it('cannot request a meal without a package, and is shown the way to the packages', async () => {
    const { page } = await journey.open('/', { as: 'resident', shared: true });
    const id = await firstMealId(page);
    await page.goto(`/meal/${id}`);
    await page.getByRole('button', { name: 'Request Meal' }).click();
    await toastWith(page, MESSAGES.needPackage).waitFor();
    // The refusal stays beside the button with its way onward, to the package prices on Home.
    await page.locator('p[role="status"]').filter({ hasText: MESSAGES.needPackage }).waitFor();
    await page.getByRole('link', { name: 'See packages' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#packages');
    const packages = page.getByRole('heading', { name: 'Meal Packages' });
    await packages.waitFor();
    await page.waitForFunction(() => {
      const box = document.getElementById('packages')?.getBoundingClientRect();
      return Boolean(box && box.top < window.innerHeight && box.bottom > 0);
    });
  });

  it('likes an upcoming meal once: the thumb is then filled and cannot be clicked', async () => {
    const { page } = await journey.open('/', { as: 'resident', shared: true });
    await page.getByRole('button', { name: 'Upcoming Meals' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upcoming Meals' });
    const wantIt = dialog.getByRole('button', { name: /^I want/ }).first();
    await wantIt.waitFor();
    const name = (await wantIt.getAttribute('aria-label'))!.replace('I want ', '');
    await wantIt.click();
    const liked = dialog.getByRole('button', { name: `You want ${name}` });
    await liked.waitFor();
    expect(await liked.isDisabled()).toBe(true);
    expect(await liked.getAttribute('aria-pressed')).toBe('true');
  });
});
