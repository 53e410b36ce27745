// Meal pictures offline: the service worker caches uploaded images (CacheFirst,
// with a cap and an expiry), the app prefetches the pictures of every meal and upcoming meal on
// the device, so a meal never opened online still shows its picture offline, on All Meals and
// in the Upcoming Meals modal; and a picture that cannot load shows a designed placeholder, never
// a broken-image icon.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@hostel/shared-schema';
import { useJourney } from './support';
import { setOffline } from './support/offline';

const IMAGE_CACHE = 'uploaded-images';

/** Loads every picture now (lazy ones included) and counts the broken ones and placeholders. */
async function pictures(page: Page, scope: string) {
  return page.evaluate(async (selector) => {
    const root = document.querySelector(selector) ?? document;
    const images = [...root.querySelectorAll('img')];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    return {
      images: images.length,
      broken: images.filter((image) => image.complete && image.naturalWidth === 0).length,
      placeholders: root.querySelectorAll('[data-testid="meal-image-placeholder"]').length,
    };
  }, scope);
}

describe('meal pictures offline', () => {
  const journey = useJourney();

  it('prefetches every meal picture, so All Meals and Upcoming Meals show them offline', async () => {
    const { context, page } = await journey.open('/all-meals');
    await page.getByRole('article').first().waitFor();
    await page.waitForFunction(() => !!navigator.serviceWorker.controller);
    const { documents } = await (
      await page.request.get('/api/sync/meals/pull', { params: { batchSize: 500 } })
    ).json();
    const upcoming = await (await page.request.get('/api/all-upcoming-meals-user')).json();
    const expected = [
      ...documents.map((meal: { mealImage: string }) => meal.mealImage),
      ...upcoming.map(
        (meal: { mainMealData: { mealImage: string } }) => meal.mainMealData.mealImage,
      ),
    ].map((url: string) => new URL(url, journey.url).href);
    expect(expected.length).toBeGreaterThan(8);

    // Only the first cards were on screen; the rest arrive by the idle-time prefetch.
    const missing = () =>
      page.evaluate(
        async ({ cacheName, urls }) => {
          const cache = await caches.open(cacheName);
          const cached = new Set((await cache.keys()).map((request) => request.url));
          return urls.filter((url) => !cached.has(url)).length;
        },
        { cacheName: IMAGE_CACHE, urls: [...new Set(expected)] },
      );
    await expect.poll(missing, { timeout: 30_000, interval: 500 }).toBe(0);

    await setOffline(context, true);
    await page.reload();
    await page.getByTestId('sync-indicator').getByText('Offline').waitFor({ state: 'attached' });
    const end = page.getByText(MESSAGES.seenItAll);
    while (!(await end.isVisible())) {
      await page.mouse.wheel(0, 2000);
      await page.waitForTimeout(200);
    }
    const list = await pictures(page, 'main');
    expect(list.images).toBe(documents.length);
    expect(list).toMatchObject({ broken: 0, placeholders: 0 });

    await page.getByRole('button', { name: 'Upcoming Meals' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upcoming Meals' });
    await dialog.getByRole('heading', { level: 3 }).first().waitFor();
    const modal = await pictures(page, '[role="dialog"]');
    expect(modal.images).toBe(upcoming.length);
    expect(modal).toMatchObject({ broken: 0, placeholders: 0 });
    await setOffline(context, false);
  });

  it('shows the placeholder, never a broken image, for a picture that cannot load', async () => {
    const admin = await journey.open('/', { as: 'admin' });
    const title = `Picture gone ${Date.now()}`;
    const added = await admin.context.request.post('/api/add-meal', {
      data: {
        mealTitle: title,
        mealType: 'dinner',
        price: 1,
        mealImage: '/api/uploads/no-such-picture.png',
        ingredients: ['rice'],
        description: 'Its picture was never uploaded',
        rating: 3,
      },
    });
    expect(added.ok()).toBe(true);
    const { insertedId } = await added.json();

    const { page } = await journey.open(`/meal/${insertedId}`, { viewport: 'phone' });
    const placeholder = page.getByRole('img', { name: title });
    await placeholder.waitFor();
    expect(await placeholder.getAttribute('data-testid')).toBe('meal-image-placeholder');
    expect((await pictures(page, 'main')).broken).toBe(0);

    // On the list too (the lowest price: the first card).
    await page.goto('/all-meals');
    const card = page.getByRole('article', { name: title });
    await card.getByTestId('meal-image-placeholder').waitFor();
    expect((await pictures(page, 'main')).broken).toBe(0);
  });
});
