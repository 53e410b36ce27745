// Journeys through the resident's dashboard (spec §2, §4, §5, §8): the profile and its
// blood-group rule, my reviews (edit with 'No Change' first, delete), requested meals (listing,
// sorting, deleting a pending request; a delivered one cannot be deleted), and the phone's tab bar.
import { describe, expect, it } from 'vitest';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { MESSAGES, VALIDATION, type Meal } from '@hostel/shared-schema';
import { useJourney } from './support';
import { setOffline } from './support/offline';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

let counter = 0;

/** Registers a fresh resident through the API; the context keeps its session. */
async function registerFresh(context: BrowserContext, name: string) {
  counter += 1;
  const email = `fresh${counter}.${Date.now()}@example.com`;
  const answer = await context.request.post('/api/auth/register', {
    multipart: {
      name,
      email,
      password: 'Fresh#2026',
      image: { name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 },
    },
  });
  expect(answer.status()).toBe(201);
  return email;
}

async function homeMeals(request: APIRequestContext): Promise<Meal[]> {
  return (await request.get('/api/all-meals-home')).json();
}

async function seeToast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

describe('resident dashboard', () => {
  const journey = useJourney();

  it('on a phone, the tab bar reaches the week, the meals, the chat and the dashboard', async () => {
    const { page, errors } = await journey.open('/', {
      as: 'resident',
      viewport: 'phone',
      shared: true,
    });
    // Home says where the resident stands: no package yet, and where to find one.
    await page.getByRole('heading', { name: 'No meal package yet' }).waitFor();
    const tabs = page.getByRole('navigation', { name: 'Quick tabs' });
    const tab = (name: string) => tabs.getByRole('link', { name, exact: true });
    for (const [name, pathname] of [
      ['Menu', '/menu'],
      ['Meals', '/all-meals'],
      ['Messages', '/dashboard/user-chat'],
      ['Me', '/dashboard/my-profile'],
      ['Today', '/'],
    ] as const) {
      await tab(name).click();
      await page.waitForURL((url) => url.pathname === pathname);
      // The page changes in a transition: the tab is marked once the new page has rendered.
      await tab(name).and(page.locator('[aria-current="page"]')).waitFor();
    }
    // The bar never hides the end of the page: the footer's last line stays above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const barTop = (await tabs.boundingBox())!.y;
    const footer = (await page.locator('footer').boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual(barTop + 1);
    // From tablet width up the spec's navigation bar is enough.
    await page.setViewportSize({ width: 1440, height: 900 });
    await tabs.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('my-profile shows the user, checks the blood group and saves the about fields', async () => {
    const { page, context, errors } = await journey.open('/');
    const email = await registerFresh(context, 'Profile Person');
    await page.goto('/dashboard/my-profile');
    await page.getByRole('heading', { name: 'Profile Person' }).waitFor();
    await page.getByText(email).waitFor();
    await page.getByText('bronze', { exact: true }).waitFor();

    const blood = page.getByLabel('Blood Group');
    await blood.fill('C+');
    await page.getByRole('alert').filter({ hasText: VALIDATION.bloodGroupInvalid }).waitFor();
    const updates: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/update-my-profile/')) updates.push(request.url());
    });
    await page.getByRole('button', { name: 'Update Profile' }).click();
    // Submit is blocked: focus goes to the invalid field, nothing is sent.
    await page.waitForFunction(() => document.activeElement?.id === 'profile-bloodGroup');
    expect(updates).toEqual([]);

    await blood.fill('AB-');
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByLabel('Zip Code').fill('12a0b5');
    expect(await page.getByLabel('Zip Code').inputValue()).toBe('1205');
    expect(await page.getByLabel('Phone No').getAttribute('inputmode')).toBe('numeric');
    await page.getByLabel('City').fill('Dhaka');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await seeToast(page, MESSAGES.profileUpdated);

    await page.reload();
    await page.getByLabel('City').waitFor();
    await page.waitForFunction(
      () => (document.getElementById('profile-city') as HTMLInputElement | null)?.value === 'Dhaka',
    );
    expect(await page.getByLabel('Blood Group').inputValue()).toBe('AB-');
    expect(await page.getByLabel('Zip Code').inputValue()).toBe('1205');
    expect(errors).toEqual([]);
  });

  it('my-reviews: empty state, edit (No Change first) and delete', async () => {
    const { page, context } = await journey.open('/');
    await registerFresh(context, 'Review Writer');
    await page.goto('/dashboard/my-reviews');
    await page.getByText(MESSAGES.noReviewsYet).waitFor();

    const [meal] = await homeMeals(context.request);
    const added = await context.request.post('/api/add-review', {
      data: { mealId: meal._id, rating: 4, review: 'Warm and tasty.' },
    });
    expect(added.ok()).toBe(true);
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: meal.mealTitle });
    await row.getByText('Warm and tasty.').waitFor();
    expect(await row.getByRole('link', { name: meal.mealTitle }).getAttribute('href')).toBe(
      `/meal/${meal._id}`,
    );

    // Neither the REST edit nor a sync push may be sent for an unchanged review.
    const writes: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.includes('/api/review-update/') || url.includes('/api/sync/reviews/push')) {
        writes.push(url);
      }
    });
    await row.getByRole('button', { name: /Edit review/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit your review' });
    await dialog.getByRole('button', { name: 'Update' }).click();
    await seeToast(page, MESSAGES.noChange);
    expect(writes).toEqual([]);

    await dialog.getByLabel('Review').fill('Even better the second time.');
    await dialog.locator('label', { hasText: '5 stars' }).click();
    await dialog.getByRole('button', { name: 'Update' }).click();
    await seeToast(page, MESSAGES.reviewUpdated);
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Even better the second time.').waitFor();
    await row.getByRole('img', { name: 'Rating 5 out of 5' }).waitFor();
    // The edit reaches the server.
    await expect
      .poll(async () => {
        const answer = await context.request.get(`/api/meal-wise-reviews?id=${meal._id}`);
        const reviews = (await answer.json()) as { review: string }[];
        return reviews.some((review) => review.review === 'Even better the second time.');
      })
      .toBe(true);

    await row.getByRole('button', { name: /Delete review/ }).click();
    const confirm = page.getByRole('alertdialog', { name: MESSAGES.confirmTitle });
    await confirm.getByRole('button', { name: 'Yes Delete' }).click();
    await seeToast(page, MESSAGES.deletedSuccessfully);
    await page.getByText(MESSAGES.noReviewsYet).waitFor();
  });

  it('requested-meals: lists, sorts, keeps delivered ones and deletes a pending one', async () => {
    const { page, context } = await journey.open('/');
    const email = await registerFresh(context, 'Hungry Member');
    // A package is required to request a meal (spec §4).
    await journey.server.db
      .updateTable('users')
      .set({ badge: 'x-gold', package: 'gold' })
      .where('email', '=', email)
      .execute();
    const [first, second] = await homeMeals(context.request);
    const ids: string[] = [];
    for (const meal of [first, second]) {
      const answer = await context.request.post('/api/add-requested-meal', {
        data: {
          name: 'Hungry Member',
          email,
          mealId: meal._id,
          mealTitle: meal.mealTitle,
          status: 'pending',
        },
      });
      expect(answer.ok()).toBe(true);
      ids.push((await answer.json()).insertedId);
    }
    // The admin serves the first one.
    const admin = await journey.open('/', { as: 'admin', shared: true });
    const served = await admin.context.request.patch(`/api/update-requested-meal/${ids[0]}`);
    expect(served.ok()).toBe(true);

    await page.goto('/dashboard/requested-meals');
    const rows = page.getByRole('table', { name: 'Your requested meals' }).locator('tbody tr');
    await rows.filter({ hasText: first.mealTitle }).waitFor();
    expect(await rows.count()).toBe(2);
    // Default sort 'del': delivered first; its Delete is disabled.
    await rows.first().getByText('delivered').waitFor();
    expect(
      await rows
        .first()
        .getByRole('button', { name: /Delete request/ })
        .isDisabled(),
    ).toBe(true);
    await page.getByLabel('Sort').selectOption('pen');
    await rows.first().getByText('pending').waitFor();
    await rows.first().getByText(second.mealTitle).waitFor();

    await rows
      .first()
      .getByRole('button', { name: /Delete request/ })
      .click();
    const confirm = page.getByRole('alertdialog', { name: MESSAGES.confirmTitle });
    await confirm.getByRole('button', { name: 'Yes Delete' }).click();
    await seeToast(page, MESSAGES.requestDeleted(second.mealTitle));
    await rows.filter({ hasText: second.mealTitle }).waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(1);
  });
  it('offline: a review edit waits with a clock badge and syncs back online; request delete says why', async () => {
    const { page, context } = await journey.open('/');
    const email = await registerFresh(context, 'Offline Eater');
    await journey.server.db
      .updateTable('users')
      .set({ badge: 'x-silver', package: 'silver' })
      .where('email', '=', email)
      .execute();
    const [meal] = await homeMeals(context.request);
    await context.request.post('/api/add-review', {
      data: { mealId: meal._id, rating: 3, review: 'Fine.' },
    });
    await context.request.post('/api/add-requested-meal', {
      data: {
        name: 'Offline Eater',
        email,
        mealId: meal._id,
        mealTitle: meal.mealTitle,
        status: 'pending',
      },
    });

    await page.goto('/dashboard/requested-meals');
    const remove = page.getByRole('button', { name: /Delete request/ });
    await remove.waitFor();
    await page.goto('/dashboard/my-reviews');
    const row = page.getByRole('row').filter({ hasText: 'Fine.' });
    await row.waitFor();

    await setOffline(context, true);
    await page.waitForFunction(() => !navigator.onLine);
    await row.getByRole('button', { name: /Edit review/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit your review' });
    await dialog.getByLabel('Review').fill('Fine, even offline.');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await seeToast(page, MESSAGES.reviewUpdated);
    const edited = page.getByRole('row').filter({ hasText: 'Fine, even offline.' });
    await edited.getByText('Waiting to sync').waitFor();

    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Requested Meals' })
      .click();
    await remove.waitFor();
    expect(await remove.isDisabled()).toBe(true);
    expect(await remove.getAttribute('title')).toMatch(/offline/i);

    await setOffline(context, false);
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'My Reviews' })
      .click();
    await edited.waitFor();
    await edited.getByText('Waiting to sync').waitFor({ state: 'detached' });
    await expect
      .poll(async () => {
        const answer = await context.request.get(`/api/meal-wise-reviews?id=${meal._id}`);
        const reviews = (await answer.json()) as { review: string }[];
        return reviews.some((review) => review.review === 'Fine, even offline.');
      })
      .toBe(true);
  });
});
