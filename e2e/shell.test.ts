// Journeys through the app shell: layout, navigation, the error page, guards.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@hostel/shared-schema';
import { toastWith, useJourney } from './support';

describe('app shell', () => {
  const journey = useJourney();

  it('shows the navigation bar and the footer', async () => {
    const { page, errors } = await journey.open('/', { shared: true });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Home' }).waitFor();
    await nav.getByRole('link', { name: 'Meals' }).waitFor();
    await page.getByRole('link', { name: 'Join Us' }).waitFor();
    await page.getByText(MESSAGES.footerTitle).waitFor();
    await page.getByText(MESSAGES.footerTagline).waitFor();
    expect(await page.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/');
    expect(errors).toEqual([]);
  });

  it('shows the error page for an unknown route, and Go Home works', async () => {
    const { page } = await journey.open('/no/such/page', { shared: true });
    await page.getByRole('heading', { name: MESSAGES.errorPageHeading }).waitFor();
    await page.getByText(MESSAGES.errorPageText).waitFor();
    await page.getByRole('img').first().waitFor();
    await page.getByRole('button', { name: 'Go Back' }).waitFor();
    await page.getByRole('button', { name: 'Go Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
  });

  it('sends a visitor on a login-only route to /login', async () => {
    const { page } = await journey.open('/dashboard/my-profile', { shared: true });
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('sends a resident on an admin route to /', async () => {
    const { page } = await journey.open('/dashboard/manage-users', {
      as: 'resident',
      shared: true,
    });
    await page.waitForURL((url) => url.pathname === '/');
  });

  it("shows the avatar menu with the role's Dashboard link, and logs out", async () => {
    const { page } = await journey.open('/', { as: 'resident' });
    await page.getByRole('button', { name: /Account menu/ }).click();
    const dashboard = page.getByRole('menuitem', { name: 'Dashboard' });
    expect(await dashboard.getAttribute('href')).toBe('/dashboard/my-profile');
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await toastWith(page, MESSAGES.logoutSuccess).waitFor();
    await page.getByRole('link', { name: 'Join Us' }).waitFor();
  });

  it('gives an admin the admin sidebar', async () => {
    const { page } = await journey.open('/dashboard', { as: 'admin', shared: true });
    await page.waitForURL((url) => url.pathname === '/dashboard/admin-profile');
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    for (const label of [
      'Admin Profile',
      'Manage Users',
      'Add Meal',
      'All Meals',
      'All Reviews',
      'Serve Meals',
      'Upcoming Meals',
      'All Payments',
      'Chat',
      'Home',
    ]) {
      await sidebar.getByRole('link', { name: label, exact: true }).waitFor();
    }
  });

  it('is usable by keyboard: skip link first, then the bar in reading order; tabs move with arrows', async () => {
    const { page } = await journey.open('/', { shared: true });
    await page.getByRole('tab', { name: 'Breakfast' }).waitFor();
    // The bar shows a placeholder until the session check answers; read it once it has settled.
    await page.getByRole('link', { name: 'Join Us' }).waitFor();
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return element?.getAttribute('aria-label') || element?.textContent?.trim() || '';
      });
    const order: string[] = [];
    for (let step = 0; step < 7; step += 1) {
      await page.keyboard.press('Tab');
      order.push(await focused());
    }
    // The sync state is a button (it opens the sync menu); its name says whether the waiting
    // changes are counted yet, so only its start is fixed.
    expect(order[5]).toMatch(/^Online/);
    expect([...order.slice(0, 5), order[6]]).toEqual([
      'Skip to content',
      'Hostel Meals',
      'Home',
      'Meals',
      'Upcoming Meals',
      'Join Us',
    ]);
    // Focus the selected tab the way a keyboard user reaches it, then wait for the roving focus
    // to move (on a loaded machine React may handle the key a little later).
    await page.getByRole('tab', { name: 'Breakfast' }).focus();
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Breakfast');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(
      () => document.activeElement?.textContent?.trim() === 'Lunch',
      null,
      {
        timeout: 5000,
      },
    );
    await page.keyboard.press('Enter');
    expect(await page.getByRole('tab', { name: 'Lunch' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await page.getByRole('button', { name: 'Upcoming Meals' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Upcoming Meals' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Upcoming Meals' }).waitFor({ state: 'detached' });
    // Focus goes back to the button that opened the dialog.
    await page.waitForFunction(
      () => document.activeElement?.textContent?.trim() === 'Upcoming Meals',
    );
  });

  it('signs the user out and goes to /login when an authenticated call answers 401', async () => {
    const { context, page } = await journey.open('/', { as: 'resident' });
    await page.getByRole('button', { name: /Account menu/ }).waitFor();
    const meals = await (await page.request.get('/api/all-meals-home')).json();
    await page.goto(`/meal/${meals[0]._id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.clearCookies(); // the session ends on the server's side
    // The click's call answers 401, unless the sync's own next call has answered 401 first and
    // the app has already gone to /login (the button then never comes back).
    const atLogin = page.waitForURL((url) => url.pathname === '/login');
    await Promise.race([
      page
        .getByRole('button', { name: 'Request Meal' })
        .click({ timeout: 15_000 })
        .catch(() => atLogin),
      atLogin,
    ]);
    await atLogin;
    await page.goto('/');
    await page.getByRole('link', { name: 'Join Us' }).waitFor();
  });
});
