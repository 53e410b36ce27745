// A visitor's first paint of each public page on a phone, the causes Lighthouse scores: the page
// logs no console error (a visitor's session check is an answer, not a refused request; the
// Permissions-Policy header names only features Chromium knows), nothing
// moves once painted (the navigation bar's end; the menu's later slots appear only below the
// first one's held place; the counts above the All Meals list hold two lines)
// and the meal picture that can be the largest paint is fetched at once, first, in a box of its
// own size. Measured in the page itself: layout shifts through PerformanceObserver, the largest
// paint's element through the `largest-contentful-paint` entries.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { networkQuiet, useJourney } from './support';

/** Records every layout shift (value and the moved nodes) and the largest paint's element. */
const RECORD_PAINT = `
  window.__paint = { shifts: [], lcp: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__paint.shifts.push({
        value: entry.value,
        nodes: (entry.sources || []).map((source) => {
          const node = source.node;
          if (!node || node.nodeType !== 1) return node ? node.nodeName : '?';
          const inNavbar = node.closest('.navbar') ? 'navbar ' : '';
          return inNavbar + node.tagName.toLowerCase() + (node.className ? '.' + String(node.className).trim().replace(/\\s+/g, '.') : '');
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    const element = last && last.element;
    window.__paint.lcp = element
      ? {
          tag: element.tagName.toLowerCase(),
          loading: element.getAttribute('loading'),
          fetchpriority: element.getAttribute('fetchpriority'),
          width: element.getAttribute('width'),
          height: element.getAttribute('height'),
        }
      : null;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

/** A fresh profile's meal content comes with its first sync: on a busy machine, a while. */
const FIRST_SYNC = { timeout: 45_000 };

type Shift = { value: number; nodes: string[] };
type PaintRecord = {
  shifts: Shift[];
  lcp: {
    tag: string;
    loading: string | null;
    fetchpriority: string | null;
    width: string | null;
    height: string | null;
  } | null;
};

const paintOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __paint: PaintRecord }).__paint);

describe('a visitor’s first paint on a phone', () => {
  const journey = useJourney();

  /** Opens `path` as a fresh visitor at phone width; console errors and shifts are recorded. */
  async function visit(path: string, ready: (page: Page) => Promise<unknown>) {
    const consoleErrors: string[] = [];
    const { page, errors } = await journey.open('about:blank', {
      viewport: 'phone',
      initScripts: [RECORD_PAINT],
    });
    page.on('console', (message) => {
      // A header Chromium cannot read whole (a Permissions-Policy feature it does not know) is
      // reported as "Error with <name> header: …", at warning level in some versions: it counts.
      if (message.type() === 'error' || /^Error with [\w-]+ header/.test(message.text())) {
        consoleErrors.push(message.text());
      }
    });
    // Chromium logs every 4xx/5xx answer as a console error of its own ("Failed to load
    // resource"), which the page's console API never sees: those count too.
    page.on('response', (response) => {
      if (response.status() >= 400) {
        consoleErrors.push(`${response.status()} ${new URL(response.url()).pathname}`);
      }
    });
    await page.goto(path);
    await ready(page);
    await networkQuiet(page);
    return { page, errors, consoleErrors, paint: await paintOf(page) };
  }

  const firstCard = (page: Page) => page.getByRole('article').first().waitFor(FIRST_SYNC);

  async function aMealId(): Promise<string> {
    const answer = await fetch(`${journey.url}/api/all-meals-home`);
    const meals = (await answer.json()) as { _id: string }[];
    return meals[0]!._id;
  }

  const cumulative = (shifts: Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

  /** Each public page and what shows it is there; `mealId` is a demo meal's id. */
  const PAGES: [string, (page: Page) => Promise<unknown>][] = [
    ['/', firstCard],
    ['/all-meals', firstCard],
    ['/meal/:id', (page) => page.getByRole('heading', { level: 1 }).waitFor(FIRST_SYNC)],
    // The menu's cards are in (no place is held any more): the plan and its meals have arrived.
    [
      '/menu',
      async (page) => {
        await page.locator('.menu-slot article').first().waitFor(FIRST_SYNC);
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      },
    ],
    ['/login', (page) => page.getByRole('button', { name: 'Login' }).first().waitFor()],
    ['/registration', (page) => page.getByRole('button', { name: 'Register' }).waitFor()],
  ];

  it.each(PAGES)(
    '%s logs no console error and nothing in it moves once painted',
    async (route, ready) => {
      let path = route;
      if (route === '/meal/:id') path = `/meal/${await aMealId()}`;
      const { page, errors, consoleErrors } = await visit(path, ready);
      // The visitor's Join Us button is in place: the session check has answered.
      if (!['/login', '/registration'].includes(route)) {
        await page.getByRole('link', { name: 'Join Us' }).waitFor();
      }
      const { shifts } = await paintOf(page);
      expect({ consoleErrors, errors }).toEqual({ consoleErrors: [], errors: [] });
      const navbarShifts = shifts.filter((shift) =>
        shift.nodes.some((node) => node.startsWith('navbar ')),
      );
      expect(navbarShifts).toEqual([]);
      expect(cumulative(shifts), JSON.stringify(shifts)).toBeLessThan(0.1);
    },
  );

  it('fetches the meal picture that can be the largest paint at once, first, in its own box', async () => {
    const mealId = await aMealId();
    for (const path of ['/all-meals', `/meal/${mealId}`]) {
      const { page } = await visit(path, firstCardOrTitle);
      const picture = page.locator('article img').first();
      await picture.waitFor();
      expect({
        path,
        loading: await picture.getAttribute('loading'),
        fetchpriority: await picture.getAttribute('fetchpriority'),
        width: await picture.getAttribute('width'),
        height: await picture.getAttribute('height'),
      }).toEqual({ path, loading: 'eager', fetchpriority: 'high', width: '800', height: '600' });
      // The browser's own largest paint, when it is a picture, is that one.
      await page.waitForFunction(
        () => (window as unknown as { __paint: PaintRecord }).__paint.lcp !== null,
      );
      const { lcp } = await paintOf(page);
      if (lcp?.tag === 'img')
        expect(lcp).toMatchObject({ loading: 'eager', fetchpriority: 'high' });
    }
  });
});

/** A list's first card or a meal's own title, whichever the page shows. */
const firstCardOrTitle = (page: Page) => page.locator('article').first().waitFor(FIRST_SYNC);
