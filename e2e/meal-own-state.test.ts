// The meal page follows the resident's own actions: after a request
// it says "Requested · pending" (then "Delivered" once served) instead of offering Request Meal
// again, from their synced requests; a like or a review counts at once, while still waiting.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@hostel/shared-schema';
import { controlledByWorker, demoAccount, toastWith, useJourney } from './support';
import { setOffline } from './support/offline';

describe("the meal page shows the resident's own state", () => {
  const journey = useJourney();

  it('shows "Requested · pending", then "Delivered" once an admin serves it', async () => {
    const { email } = demoAccount('resident');
    await journey.server.db
      .updateTable('users')
      .set({ badge: 'x-gold' })
      .where('email', '=', email)
      .execute();
    const { page } = await journey.open('/', { as: 'resident', shared: true });
    const meals = await (await page.request.get('/api/all-meals-home')).json();
    const meal = meals[2];
    await page.goto(`/meal/${meal._id}`);
    await page.getByRole('button', { name: 'Request Meal' }).click();
    await toastWith(page, MESSAGES.mealRequested).waitFor();
    const pending = page.getByRole('status').filter({ hasText: 'Requested · pending' });
    await pending.waitFor();
    expect(await page.getByRole('button', { name: 'Request Meal' }).count()).toBe(0);

    // From the synced requests, after a reload too.
    await page.reload();
    await pending.waitFor();
    expect(await page.getByRole('button', { name: 'Request Meal' }).count()).toBe(0);

    const admin = await journey.open('/', { as: 'admin', shared: true });
    const { requestedMeals } = await (
      await admin.page.request.get('/api/all-requested-meals', { params: { search: email } })
    ).json();
    const request = requestedMeals.find((row: { mealId: string }) => row.mealId === meal._id);
    const served = await admin.context.request.patch(`/api/update-requested-meal/${request._id}`);
    expect(served.ok()).toBe(true);
    await page.getByRole('status').filter({ hasText: 'Delivered' }).waitFor();
  });

  it('counts a like and a review made offline at once, before they are sent', async () => {
    const { context, page } = await journey.open('/', { as: 'resident', shared: true });
    const meals = await (await page.request.get('/api/all-meals-home')).json();
    const meal = meals.at(-2);
    await page.goto(`/meal/${meal._id}`);
    await page.getByRole('heading', { level: 1, name: meal.mealTitle }).waitFor();
    await controlledByWorker(page);
    const likes = (n: number) => page.getByText(new RegExp(`^${n} likes?$`));
    const reviews = (n: number) => page.getByText(new RegExp(`^${n} reviews?$`));
    await likes(meal.likes).waitFor();
    await reviews(meal.numReviews).waitFor();
    await page.waitForFunction(() => !document.querySelector('button[aria-pressed][disabled]'));

    await setOffline(context, true);
    await page.getByTestId('sync-indicator').getByText('Offline').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: /^Like/ }).click();
    const liked = page.getByRole('button', { name: /^Liked/ });
    await liked.getByText('Waiting to sync').waitFor({ state: 'attached' });
    await likes(meal.likes + 1).waitFor();

    await page.getByLabel('Your review').fill(`Counted at once ${Date.now()}`);
    await page.getByText('4 stars').click({ force: true });
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await toastWith(page, MESSAGES.reviewAdded).waitFor();
    await reviews(meal.numReviews + 1).waitFor();

    // Sent: the counts stay (the server's own now), with no step back.
    await setOffline(context, false);
    await liked.getByText('Waiting to sync').waitFor({ state: 'detached' });
    const after = await (await page.request.get(`/api/meal/${meal._id}`)).json();
    expect(after.likes).toBe(meal.likes + 1);
    await page.waitForFunction(() => !document.querySelector('.waiting-badge'), undefined, {
      timeout: 15_000,
    });
    await likes(meal.likes + 1).waitFor();
    await reviews(meal.numReviews + 1).waitFor();
  });
});
