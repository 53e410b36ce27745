// The first paint before any JavaScript. Every route but the prerendered and server-rendered
// pages gets the inline app shell (shell.html): the navigation bar, a skeleton and the brand
// colours; once the bundle runs, the real app replaces the shell entirely. The home page
// (index.html) and the sign-in and sign-up pages (login.html, registration.html) carry their own
// first render, prerendered at build (scripts/prerender-pages.ts); a visitor's All Meals and meal
// pages carry theirs with their data, rendered by the server (decision 0287): the app then takes
// over without moving it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '@hostel/shared-schema';
import { launchBrowser, startE2EServer, VIEWPORTS, type E2EServer } from './support';

let server: E2EServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** What the shell shows: its texts, the page background, and how many skeleton blocks. */
async function shellState(page: Page) {
  return page.evaluate(() => {
    const shell = document.querySelector('#root > .app-shell');
    return {
      shell: shell !== null,
      brand: shell?.querySelector('.shell-brand')?.textContent?.trim() ?? null,
      links: [...(shell?.querySelectorAll('.shell-links > span') ?? [])].map((el) =>
        el.textContent?.trim(),
      ),
      background: getComputedStyle(document.body).backgroundColor,
      navHeight: shell?.querySelector('.shell-nav')?.getBoundingClientRect().height ?? 0,
      bones: shell?.querySelectorAll('.shell-bone, .shell-card').length ?? 0,
    };
  });
}

const EXPECTED_SHELL = {
  shell: true,
  brand: 'Hostel Meals',
  links: ['Home', 'Meals', 'Upcoming Meals'],
  background: 'rgb(250, 246, 241)', // --color-bg of the light theme
  bones: 6,
};

/** Runs `use` on a fresh page of a new light-scheme context, closed afterwards. */
async function inNewPage(
  options: { viewport: keyof typeof VIEWPORTS; javaScriptEnabled?: boolean },
  use: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({
    baseURL: server.url,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: VIEWPORTS[options.viewport],
    colorScheme: 'light',
  });
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * Holds every script of the app until `release()` is called, and adds up the page's layout
 * shifts into `window.shifted` from the first paint on.
 */
async function holdScriptsCountingShifts(page: Page): Promise<() => void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        w.shifted += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A page whose first screen the server does not render: a day of the menu named in its address. */
const A_SHELL_PAGE = '/menu?day=2026-01-05';

describe('inline app shell', () => {
  it('paints the navigation bar, a skeleton and the brand colours with JavaScript blocked', async () => {
    await inNewPage({ viewport: 'phone', javaScriptEnabled: false }, async (page) => {
      await page.goto(A_SHELL_PAGE);
      const state = await shellState(page);
      expect(state).toMatchObject(EXPECTED_SHELL);
      expect(state.navHeight).toBeGreaterThanOrEqual(64);
      await page.screenshot({ path: '/tmp/app-shell-no-js-phone.png' });
    });
  });

  it('shows the shell until the bundle arrives, then the real app replaces it', async () => {
    await inNewPage({ viewport: 'desktop' }, async (page) => {
      // Hold every script of the app until the shell has been seen on screen.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.js', async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(A_SHELL_PAGE, { waitUntil: 'commit' });
      await page.locator('.app-shell .shell-brand').waitFor();
      expect(await shellState(page)).toMatchObject(EXPECTED_SHELL);
      await page.screenshot({ path: '/tmp/app-shell-loading-desktop.png' });

      release();
      await page.getByRole('heading', { name: 'Menu', level: 1 }).waitFor();
      await page.getByText(MESSAGES.footerTitle).waitFor();
      expect(await page.locator('.app-shell').count()).toBe(0);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Meals' }).waitFor();
    });
  });

  it('paints the home page itself from HTML, and the app takes it over without moving it', async () => {
    await inNewPage({ viewport: 'desktop' }, async (page) => {
      const release = await holdScriptsCountingShifts(page);
      await page.goto('/', { waitUntil: 'commit' });
      // Before any script: the banner, the navigation and Today's skeleton, not the shell.
      // (Inert until the app runs, so out of the accessibility tree: found by its class.)
      const banner = page.locator('h1.banner__title');
      await banner.waitFor();
      expect(await banner.textContent()).toBe('Good food for every hostel day');
      expect(await page.locator('#root').getAttribute('inert')).toBe('');
      expect(await page.locator('.app-shell').count()).toBe(0);
      await page.locator('.today-menu .menu-slot--skeleton').first().waitFor();
      const before = await banner.boundingBox();
      await page.evaluate(() => {
        (window as unknown as { painted: Element | null }).painted = document.querySelector('h1');
      });
      await page.screenshot({ path: '/tmp/home-prerendered-desktop.png' });

      release();
      // The app's own first render replaces the prerendered nodes…
      await page.waitForFunction(
        () => document.querySelector('h1') !== (window as unknown as { painted: Element }).painted,
      );
      // (Within 2 px: should the menu already be there, the Next slot's border is 1 px thicker.)
      const after = await banner.boundingBox();
      expect(Math.abs(after!.y - before!.y)).toBeLessThanOrEqual(2);
      expect(after!.height).toBe(before!.height);
      await page.getByRole('heading', { name: 'Good food for every hostel day' }).waitFor();
      // …fills in what only the browser knows (today's date) and today's menu in the skeleton's
      // place, with no layout shift.
      await expect.poll(() => page.locator('.today-menu__date').textContent()).not.toBe('');
      await page.locator('.today-menu .menu-meal').first().waitFor();
      expect(
        await page.evaluate(() => (window as unknown as { shifted: number }).shifted),
      ).toBeLessThan(0.01);
    });
  });

  it.each([
    ['/login', 'Welcome back'],
    ['/registration', 'Create your account'],
  ])('paints %s from HTML, and the app takes it over without moving it', async (path, title) => {
    await inNewPage({ viewport: 'phone' }, async (page) => {
      const release = await holdScriptsCountingShifts(page);
      await page.goto(path, { waitUntil: 'commit' });
      // Before any script: the form with its heading and fields, not the shell.
      const heading = page.locator('h1', { hasText: title });
      await heading.waitFor();
      expect(await page.locator('.app-shell').count()).toBe(0);
      expect(await page.locator('#root input[type="email"]').count()).toBe(1);
      const before = await heading.boundingBox();
      await page.evaluate(() => {
        (window as unknown as { painted: Element | null }).painted = document.querySelector('h1');
      });
      await page.screenshot({ path: `/tmp/prerendered${path.replace('/', '-')}-phone.png` });

      release();
      await page.waitForFunction(
        () => document.querySelector('h1') !== (window as unknown as { painted: Element }).painted,
      );
      await page.getByRole('heading', { name: title }).waitFor();
      const after = await heading.boundingBox();
      expect(after).toEqual(before);
      await page.getByRole('textbox', { name: 'Email' }).fill('someone@hostel.test');
      expect(
        await page.evaluate(() => (window as unknown as { shifted: number }).shifted),
      ).toBeLessThan(0.01);
    });
  });

  it.each([
    ['All Meals', '/all-meals', '.meal-card h3'],
    ["a meal's page", '/meal/:id', 'main h1'],
    ["the menu on today's date", '/menu', '.menu-slot .meal-card h3'],
  ])(
    "paints %s with its data from the server's HTML, and the app takes it over without moving it",
    async (_, route, titleSelector) => {
      const home = (await (await fetch(`${server.url}/api/all-meals-home`)).json()) as {
        _id: string;
      }[];
      const url = route.replace(':id', home[0]!._id);
      const api = (await (await fetch(`${server.url}/api/all-meals?page=0`)).json()) as {
        meals: { mealTitle: string }[];
      };
      const meal = (await (await fetch(`${server.url}/api/meal/${home[0]!._id}`)).json()) as {
        mealTitle: string;
      };
      // The menu's first meal is today's (in the hostel's time zone): its title is the one the
      // server painted, which the app's own render must keep.
      const expectedTitle =
        route === '/all-meals'
          ? api.meals[0]!.mealTitle
          : route === '/menu'
            ? undefined
            : meal.mealTitle;
      await inNewPage({ viewport: 'phone' }, async (page) => {
        const release = await holdScriptsCountingShifts(page);
        await page.goto(url, { waitUntil: 'commit' });
        // Before any script: the page with its data and its picture, not the shell.
        const title = page.locator(titleSelector).first();
        await title.waitFor();
        const painted = await title.textContent();
        expect(painted).toBe(expectedTitle ?? painted);
        expect(painted).not.toBe('');
        expect(await page.locator('.app-shell').count()).toBe(0);
        expect(await page.locator('#root').getAttribute('inert')).toBe('');
        const picture = page.locator('#root img[fetchpriority="high"]').first();
        await expect
          .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete))
          .toBe(true);
        const before = await title.boundingBox();
        await page.evaluate(() => {
          (window as unknown as { painted: Element | null }).painted = document.querySelector('h1');
        });
        await page.screenshot({
          path: `/tmp/server-rendered${route.replace(/[/:]+/g, '-')}-phone.png`,
        });

        release();
        // The app's own first render replaces the server's nodes, in the same place.
        await page.waitForFunction(
          () =>
            document.querySelector('h1') !== (window as unknown as { painted: Element }).painted,
        );
        await page.locator('#root:not([inert])').waitFor();
        expect(await title.textContent()).toBe(painted);
        expect(await title.boundingBox()).toEqual(before);
        expect(
          await page.evaluate(() => (window as unknown as { shifted: number }).shifted),
        ).toBeLessThan(0.01);
      });
    },
  );
});
