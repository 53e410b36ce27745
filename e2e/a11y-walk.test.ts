// Every screen, as a visitor, a resident and an admin, at phone and desktop widths:
// - axe-core finds 0 serious and 0 critical violations on each screen (and the Upcoming Meals
//   modal, and the phone's dashboard page sheet);
// - the Content-Security-Policy of the security headers holds with the real PWA: no violation
//   on any of them, the service worker, socket.io, the demo images, lazy chunks and the UI kit
//   included. Violations are caught both as 'securitypolicyviolation' events (inside the page)
//   and as console messages, once each screen's network has gone quiet.
// Every walk loads its first screen and reaches the others inside the app, as a tap on a link
// does; the desktop walks also load the first screen of the server's other document, so that each
// role starts the app from both documents the server answers (the home page's index.html, and
// shell.html for every other address), under their policy. A load costs ten times more than a
// screen reached inside the app (docs/decisions/0217-the-axe-walk-loads-each-screen-once.md).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DASHBOARD_ADMIN_CHILDREN, DASHBOARD_USER_CHILDREN, paths } from '../pwa/src/lib/paths';
import { seriousAxeViolations, type AxeFinding } from './support/axe';
import type { Viewport } from './support/browser';
import { watchCspViolations } from './support/csp';
import { networkQuiet, useJourney, type DemoRole } from './support';

type Screen = { path: string; ready: (page: Page) => Promise<unknown>; open?: string };

const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { name }).first().waitFor();
/**
 * Goes to `path` inside the app: the router follows the history. The page shown so far stays on
 * screen until the next one is ready (a transition), so `ready` looks only once it has gone.
 */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const shown =
      document.querySelector('.dashboard__content > *') ?? document.querySelector('#main > *');
    const here = location.pathname + location.search === to;
    (window as unknown as { leaving?: Element | null }).leaving = here ? null : shown;
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(
    () => !(window as unknown as { leaving?: Element | null }).leaving?.isConnected,
  );
}

const settled = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));

function screensFor(role: DemoRole | 'visitor', mealId: string): Screen[] {
  if (role === 'visitor') {
    return [
      { path: '/', ready: heading(/meals/i) },
      { path: '/all-meals', ready: heading('All Meals') },
      { path: `/meal/${mealId}`, ready: heading(/^Reviews/) },
      { path: '/', ready: heading('Upcoming Meals'), open: 'Upcoming Meals' },
      { path: '/login', ready: heading('Welcome back') },
      { path: '/registration', ready: (page) => page.getByRole('form').first().waitFor() },
      { path: '/forgot-password', ready: heading('Reset your password') },
      // Without a token in its fragment the reset page says the link does not work.
      { path: '/reset-password', ready: heading('This link does not work') },
      { path: '/no/such/page', ready: heading('Oops! Something went wrong.') },
    ];
  }
  if (role === 'resident') {
    return [
      { path: '/', ready: heading(/meals/i) },
      // The sync menu the indicator opens.
      {
        path: '/',
        ready: (page) => page.getByRole('dialog', { name: 'Sync' }).waitFor(),
        open: 'Online',
      },
      // With the resident's "Hide meals I can't eat" on the list.
      { path: '/all-meals', ready: (page) => page.getByRole('switch').first().waitFor() },
      { path: `/meal/${mealId}`, ready: heading(/^Reviews/) },
      {
        path: '/checkout/silver',
        ready: (page) => page.getByRole('button', { name: /^Pay Now/ }).waitFor(),
      },
      { path: '/menu', ready: heading('Menu') },
      { path: '/dashboard/my-profile', ready: heading(/profile/i) },
      { path: '/dashboard/requested-meals', ready: heading('Requested Meals') },
      { path: '/dashboard/my-reviews', ready: heading('My Reviews') },
      { path: '/dashboard/user-chat', ready: heading('Chat') },
      { path: '/dashboard/my-skips', ready: heading('My Skips') },
      { path: '/dashboard/my-statement', ready: heading('Statement') },
      { path: '/dashboard/meal-pass', ready: heading('Meal pass') },
    ];
  }
  return [
    { path: '/dashboard/admin-profile', ready: heading('Admin profile') },
    { path: '/dashboard/manage-users', ready: heading('Manage Users') },
    { path: '/dashboard/add-meal', ready: heading('Add Meal') },
    { path: '/dashboard/all-meals', ready: heading('All Meals') },
    { path: '/dashboard/all-reviews', ready: heading('All Reviews') },
    { path: '/dashboard/serve-meals', ready: heading('Serve Meals') },
    { path: '/dashboard/upcoming-meals', ready: heading('Upcoming Meals') },
    { path: '/dashboard/all-payments', ready: heading('All Payments') },
    { path: '/dashboard/admin-chat', ready: heading('Chat') },
    { path: '/dashboard/plan-menu', ready: heading('Plan Menu') },
    { path: '/dashboard/kitchen', ready: heading('Kitchen') },
    { path: '/dashboard/statements', ready: heading('Statements') },
    { path: '/dashboard/settings', ready: heading('Settings') },
    { path: '/dashboard/counter', ready: heading('Counter') },
  ];
}

const describeFindings = (path: string, findings: AxeFinding[]) =>
  findings.map(
    (f) => `${path}: ${f.impact} ${f.id} (${f.help}) at ${f.targets.slice(0, 3).join(' | ')}`,
  );

describe('axe on every screen', () => {
  const journey = useJourney();

  const walks: [DemoRole | 'visitor', Viewport][] = [
    ['visitor', 'desktop'],
    ['visitor', 'phone'],
    ['resident', 'desktop'],
    ['resident', 'phone'],
    ['admin', 'desktop'],
    ['admin', 'phone'],
  ];

  it('walks every dashboard page of each role', () => {
    const walked = (role: DemoRole) => screensFor(role, 'any').map((screen) => screen.path);
    const pages = (children: readonly Parameters<typeof paths.dashboardChild>[0][]) =>
      children.map((child) => paths.dashboardChild(child));
    expect(walked('resident')).toEqual(expect.arrayContaining(pages(DASHBOARD_USER_CHILDREN)));
    expect(walked('admin')).toEqual(expect.arrayContaining(pages(DASHBOARD_ADMIN_CHILDREN)));
  });

  it.each(walks)(
    'as %s on %s: 0 serious or critical violations, no CSP violation',
    async (role, viewport) => {
      const { page, context, errors } = await journey.open('/', {
        shared: true,
        as: role === 'visitor' ? undefined : role,
        viewport,
      });
      const headers = (await context.request.get('/')).headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      const cspViolations = await watchCspViolations(page);
      const [meal] = await (await page.request.get('/api/all-meals-home')).json();
      const found: string[] = [];
      const loaded = new Set<string>();
      for (const [index, screen] of screensFor(role, meal._id).entries()) {
        const document = screen.path === '/' ? 'index.html' : 'shell.html';
        if (index === 0 || (viewport === 'desktop' && !loaded.has(document))) {
          await page.goto(screen.path);
          loaded.add(document);
        } else {
          await goInApp(page, screen.path);
        }
        if (screen.open) await page.getByRole('button', { name: screen.open }).first().click();
        await screen.ready(page);
        await settled(page);
        await networkQuiet(page);
        found.push(...describeFindings(screen.path, await seriousAxeViolations(page)));
        found.push(...(await cspViolations()).map((line) => `${screen.path}: CSP ${line}`));
      }
      if (role === 'admin' && viewport === 'phone') {
        // The phone's sheet of every dashboard page.
        await page.goto('/dashboard/all-meals');
        await page.getByRole('button', { name: 'Pages' }).click();
        await page.getByRole('dialog', { name: 'Dashboard pages' }).waitFor();
        found.push(...describeFindings('pages sheet', await seriousAxeViolations(page)));
      }
      expect(found).toEqual([]);
      expect(errors).toEqual([]);
    },
    // Up to thirteen screens, each loaded, settled and checked: more than one journey's time.
    300_000,
  );
});
