// Offline first on the meal screens: cached meals show offline after a reload, a like made
// offline shows at once with a waiting badge and "1 change waiting", and reaches the server
// when the connection returns; a write the server refuses stays listed in the sync menu's
// "Changes not saved" until the resident has seen it.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@hostel/shared-schema';
import { controlledByWorker, useJourney } from './support';
import { setOffline } from './support/offline';

describe('meal screens offline', () => {
  const journey = useJourney();

  it('lists cached meals after an offline reload', async () => {
    const { context, page } = await journey.open('/all-meals');
    await page.getByRole('article').first().waitFor();
    await controlledByWorker(page);
    await page.getByRole('article').first().waitFor();
    const { total } = await (await page.request.get('/api/all-meals?limit=1')).json();
    await page
      .getByTestId('total-count')
      .filter({ hasText: String(total) })
      .waitFor();
    await setOffline(context, true);
    await page.reload();
    await page.getByTestId('sync-indicator').getByText('Offline').waitFor({ state: 'attached' });
    await page.getByRole('article').first().waitFor();
    await page
      .getByTestId('total-count')
      .filter({ hasText: String(total) })
      .waitFor();
    await page.goto('/');
    await page.getByRole('tabpanel').getByRole('article').first().waitFor();
    await setOffline(context, false);
  });

  it('keeps a like made offline and sends it when back online', async () => {
    const { context, page } = await journey.open('/', { as: 'resident', shared: true });
    const meals = await (await page.request.get('/api/all-meals-home')).json();
    const meal = meals.at(-1);
    await page.goto(`/meal/${meal._id}`);
    await page.getByRole('heading', { level: 1, name: meal.mealTitle }).waitFor();
    await controlledByWorker(page);
    const likeButton = page.getByRole('button', { name: /^Like/ });
    await likeButton.waitFor();
    await setOffline(context, true);
    await page.getByTestId('sync-indicator').getByText('Offline').waitFor({ state: 'attached' });
    await likeButton.click();
    const liked = page.getByRole('button', { name: /^Liked/ });
    await liked.getByText('Waiting to sync').waitFor({ state: 'attached' });
    await page.getByTestId('sync-indicator').getByText('1 change waiting').waitFor();
    await setOffline(context, false);
    await page.getByTestId('sync-indicator').getByText('Online').waitFor({ state: 'attached' });
    await liked.getByText('Waiting to sync').waitFor({ state: 'detached' });
    const after = await (await page.request.get(`/api/meal/${meal._id}`)).json();
    expect(after.likes).toBe(meal.likes + 1);
    await page.getByText(new RegExp(`^${after.likes} likes?$`)).waitFor();
  });

  it('keeps a review written offline, marked as waiting, until it is sent', async () => {
    const { context, page } = await journey.open('/', { as: 'resident', shared: true });
    const meals = await (await page.request.get('/api/all-meals-home')).json();
    await page.goto(`/meal/${meals[1]._id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await controlledByWorker(page);
    await setOffline(context, true);
    await page.getByTestId('sync-indicator').getByText('Offline').waitFor({ state: 'attached' });
    const text = `Written on the bus ${Date.now()}`;
    await page.getByLabel('Your review').fill(text);
    await page.getByText('5 stars').click({ force: true });
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.locator('.ui-toast__title', { hasText: MESSAGES.reviewAdded }).waitFor();
    const item = page.getByRole('listitem').filter({ hasText: text });
    await item.getByText('Waiting to sync').waitFor({ state: 'attached' });
    await setOffline(context, false);
    await item.getByText('Waiting to sync').waitFor({ state: 'detached' });
    const reviews = await (
      await page.request.get(`/api/meal-wise-reviews?id=${meals[1]._id}`)
    ).json();
    expect(reviews.some((review: { review: string }) => review.review === text)).toBe(true);
  });

  it('keeps an offline like and the signed-in user through an offline reload', async () => {
    const { context, page } = await journey.open('/', { as: 'resident', shared: true });
    const meals = await (await page.request.get('/api/all-meals-home')).json();
    const meal = meals.at(-2);
    await page.goto(`/meal/${meal._id}`);
    await page.getByRole('heading', { level: 1, name: meal.mealTitle }).waitFor();
    await controlledByWorker(page);
    await page.getByRole('button', { name: /^Like/ }).waitFor();
    await setOffline(context, true);
    await page.getByTestId('sync-indicator').getByText('Offline').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: /^Like/ }).click();
    await page.getByTestId('sync-indicator').getByText('1 change waiting').waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: meal.mealTitle }).waitFor();
    await page.getByRole('button', { name: /Account menu/ }).waitFor();
    const liked = page.getByRole('button', { name: /^Liked/ });
    await liked.getByText('Waiting to sync').waitFor({ state: 'attached' });
    await setOffline(context, false);
    await liked.getByText('Waiting to sync').waitFor({ state: 'detached' });
    const after = await (await page.request.get(`/api/meal/${meal._id}`)).json();
    expect(after.likes).toBe(meal.likes + 1);
  });

  it('tells the user when the server refused an offline write, and why', async () => {
    const { context, page } = await journey.open('/', { as: 'resident', shared: true });
    const admin = await journey.open('/', { as: 'admin', shared: true });
    const meals = await (await page.request.get('/api/all-meals-home')).json();
    const meal = meals[2];
    await page.goto(`/meal/${meal._id}`);
    await page.getByRole('heading', { level: 1, name: meal.mealTitle }).waitFor();
    await controlledByWorker(page);
    await setOffline(context, true);
    await page.getByTestId('sync-indicator').getByText('Offline').waitFor({ state: 'attached' });
    const text = `Gone before I could post ${Date.now()}`;
    await page.getByLabel('Your review').fill(text);
    await page.getByText('3 stars').click({ force: true });
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByRole('listitem').filter({ hasText: text }).waitFor();
    const deleted = await admin.context.request.delete(`/api/delete-a-meal-admin/${meal._id}`);
    expect(deleted.ok()).toBe(true);
    await setOffline(context, false);
    await page
      .locator('.ui-toast--error')
      .filter({ hasText: 'Your review was not saved.' })
      // Back online, the socket reconnects and the push retries on their own backoffs.
      .waitFor({ timeout: 30_000 });
    await page.getByRole('listitem').filter({ hasText: text }).waitFor({ state: 'detached' });

    // The refusal stays listed in the sync menu until seen, across a reload.
    const indicator = page.getByTestId('sync-indicator');
    await page.reload();
    await page
      .locator('[data-testid="sync-indicator"][aria-label$="1 change not saved"]')
      .waitFor();
    await indicator.click();
    const notSaved = page
      .getByRole('dialog', { name: 'Sync' })
      .getByRole('region', { name: 'Changes not saved' });
    await notSaved.getByText('Your review was not saved.').waitFor();
    await notSaved.getByText(/not found/i).waitFor();
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="sync-indicator"][aria-label="Online"]').waitFor();
    await page.reload();
    await page.locator('[data-testid="sync-indicator"][aria-label="Online"]').waitFor();
    await indicator.click();
    await page.getByRole('dialog', { name: 'Sync' }).waitFor();
    expect(await page.getByRole('region', { name: 'Changes not saved' }).count()).toBe(0);
    // Seen means acknowledged: the server no longer lists it.
    await expect
      .poll(async () => (await (await page.request.get('/api/sync/rejections')).json()).rejections)
      .toEqual([]);
  });
});
