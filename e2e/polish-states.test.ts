// Honest states and small fixes: an admin load that fails shows one
// error state in the product's words with Retry (no "Loading meals…" or skeleton behind it, never
// the raw text of a 500); the same failed login twice shows one toast, not a stack; a short page
// ends at its footer; the phone's sync indicator says "1 waiting"; the admin table page does not
// shift its layout while the table loads.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@hostel/shared-schema';
import { toastWith, useJourney } from './support';
import { setOffline } from './support/offline';

// The sidebar's items (spec §2, plus the menu, kitchen, statements and settings), all of which the phone sheet must show.
const ADMIN_PAGES = [
  'Admin Profile',
  'Manage Users',
  'Add Meal',
  'All Meals',
  'All Reviews',
  'Serve Meals',
  'Upcoming Meals',
  'All Payments',
  'Chat',
  'Plan Menu',
  'Kitchen',
  'Statements',
  'Settings',
];
const RESIDENT_PAGES = [
  'My Profile',
  'Requested Meals',
  'My Reviews',
  'Chat',
  'My Skips',
  'Statement',
];

const RAW_500 = 'SqliteError: no such column: mealz (at /srv/app/meals.repository.ts:42)';

describe('polish: error states and small fixes', () => {
  const journey = useJourney();

  it('shows one admin error state with Retry and the product words, never a raw 500', async () => {
    const { page } = await journey.open('/', { as: 'admin', shared: true });
    let failing = true;
    await page.route('**/api/all-meals-admin**', (route) =>
      failing
        ? route.fulfill({ status: 500, contentType: 'text/plain', body: RAW_500 })
        : route.fallback(),
    );
    await page.goto('/dashboard/all-meals');
    const alert = page.getByRole('alert').filter({ hasText: 'We could not load the meals' });
    await alert.waitFor();
    await alert.getByText('Something went wrong on our side. Please retry in a moment.').waitFor();
    expect(await page.getByText(RAW_500).count()).toBe(0);
    expect(await page.getByText(/Internal Server Error|SqliteError/).count()).toBe(0);
    expect(await page.getByText('Loading meals…').count()).toBe(0);
    expect(await page.locator('table, .ui-skeleton').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Meal pages' }).count()).toBe(0);

    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByText(/^Total Meals: \d+$/).waitFor();
    await page.getByRole('table', { name: 'Meals' }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'We could not load' }).count()).toBe(0);
  });

  it('keeps the server words of a 4xx (they name the problem) in the same error state', async () => {
    const { page } = await journey.open('/', { as: 'admin', shared: true });
    await page.route('**/api/all-payments**', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'conflict', message: 'Payments are being moved' } }),
      }),
    );
    await page.goto('/dashboard/all-payments');
    const alert = page.getByRole('alert').filter({ hasText: 'We could not load the payments' });
    await alert.getByText('Payments are being moved').waitFor();
    expect(await page.getByText('Loading payments…').count()).toBe(0);
  });

  it('shows one toast for the same failed login tried again, not a stack', async () => {
    const { page } = await journey.open('/login', { shared: true });
    await page.getByLabel('Email').fill('nobody@hostel.test');
    await page.getByLabel('Password').fill('wrong-password!');
    const login = page.getByRole('button', { name: 'Login', exact: true });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await login.click();
      await toastWith(page, MESSAGES.invalidLogin).waitFor();
      await page.waitForFunction(
        () => !document.querySelector('form button[type="submit"][aria-busy="true"]'),
      );
    }
    expect(await toastWith(page, MESSAGES.invalidLogin).count()).toBe(1);
    expect(await page.locator('.ui-toast').count()).toBe(1);
    expect(await page.getByRole('region', { name: /Notifications/ }).count()).toBe(1);
  });

  it('ends a short page at its footer, with no bare background below it', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      // An unknown meal: the error page inside the main layout, a short page.
      const { page } = await journey.open('/meal/no-such-meal', { viewport, shared: true });
      await page.getByRole('heading', { name: MESSAGES.errorPageHeading }).waitFor();
      await page.getByRole('contentinfo').waitFor();
      const box = await page.evaluate(() => {
        const footer = document.querySelector('footer')!.getBoundingClientRect();
        return {
          footerTop: footer.top + window.scrollY,
          footerBottom: footer.bottom + window.scrollY,
          pageHeight: document.documentElement.scrollHeight,
          viewport: window.innerHeight,
        };
      });
      expect(box.footerTop).toBeGreaterThanOrEqual(box.viewport - 1);
      expect(box.pageHeight - box.footerBottom).toBeLessThanOrEqual(1);
    }
  });

  it('says "1 waiting" in words on a phone, not a bare number', async () => {
    const { context, page } = await journey.open('/', {
      as: 'resident',
      viewport: 'phone',
      shared: true,
    });
    const [meal] = await (await page.request.get('/api/all-meals-home')).json();
    await page.goto(`/meal/${meal._id}`);
    const like = page.getByRole('button', { name: /^Like/ });
    await like.waitFor();
    await page.waitForFunction(() => !document.querySelector('button[aria-pressed][disabled]'));
    await setOffline(context, true);
    await page.getByTestId('sync-indicator').getByText('Offline').waitFor({ state: 'attached' });
    await like.click();
    const indicator = page.getByTestId('sync-indicator');
    // The short words are what a phone shows (the long ones stay for screen readers).
    const shown = indicator.getByText('1 waiting', { exact: true });
    await shown.waitFor();
    expect(await shown.isVisible()).toBe(true);
    await setOffline(context, false);
  });

  it('does not shift the admin table page while it loads (footer below the fold)', async () => {
    const { page } = await journey.open('/', { as: 'admin', shared: true });
    await page.goto('/dashboard/all-meals');
    await page.getByRole('table', { name: 'Meals' }).getByRole('row').nth(1).waitFor();
    await page.getByText(/^Total Meals: \d+$/).waitFor();
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shift).toBeLessThan(0.1);
  });

  it('shows every dashboard page on a 360 px phone, in a sheet fed by the sidebar lists', async () => {
    for (const [role, labels] of [
      ['admin', ADMIN_PAGES],
      ['resident', RESIDENT_PAGES],
    ] as const) {
      const { page } = await journey.open('/dashboard', {
        as: role,
        viewport: 'phone',
        shared: true,
      });
      await page.setViewportSize({ width: 360, height: 740 });
      await page.getByRole('button', { name: 'Pages' }).click();
      const sheet = page.getByRole('navigation', { name: 'Dashboard pages' });
      for (const label of [...labels, 'Home']) {
        const link = sheet.getByRole('link', { name: label, exact: true });
        await link.waitFor();
        // Whole, not cut off: inside the 360 px screen, the text not overflowing its box.
        const box = (await link.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(360);
        expect(await link.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      // A tap goes there and closes the sheet; the bar names the page.
      const last = labels.at(-1)!;
      await sheet.getByRole('link', { name: last, exact: true }).click();
      await sheet.waitFor({ state: 'detached' });
      await page.locator('.dash-phone-nav__current').filter({ hasText: last }).waitFor();
    }
  });
});
