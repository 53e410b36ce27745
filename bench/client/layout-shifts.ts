// What moves on a visitor's first visit to each public page, and by how much:
// `npx tsx bench/client/layout-shifts.ts <dist> [runs=1] [cpu=4]`. Serves the build from its own
// server process (fresh demo data), opens each page in a fresh phone-sized context with the CPU
// slowed `cpu`× (as Lighthouse's mobile preset simulates), and records every layout shift in the
// page (PerformanceObserver) until the network is quiet: the page's CLS, and each shift with the
// elements it moved. LS_PATHS picks the pages (comma-separated; `/meal/:id` is a demo meal).
// A diagnosis tool beside Lighthouse (lighthouse-ab.ts): CLS does not depend on the machine's
// load the way timings do, and this names the elements that moved.
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from '../../e2e/support/browser';
import { followNetwork, networkQuiet } from '../../e2e/support/network-idle';
import { openBuild } from './served-build';

const [dist, runsArg = '1', cpuArg = '4'] = process.argv.slice(2);
const PATHS = (process.env.LS_PATHS ?? '/,/all-meals,/meal/:id,/menu,/login,/registration').split(
  ',',
);

/** Records every layout shift with the elements it moved (tag, classes, old and new top). */
const RECORD_SHIFTS = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shifts.push({
        at: Math.round(entry.startTime),
        value: entry.value,
        nodes: (entry.sources || []).map((source) => {
          const node = source.node;
          const name = !node ? '?' : node.nodeType !== 1 ? node.nodeName
            : node.tagName.toLowerCase() + (node.className && typeof node.className === 'string'
              ? '.' + node.className.trim().split(/\\s+/).join('.') : '');
          return name + ' ' + Math.round(source.previousRect.y) + '→' + Math.round(source.currentRect.y)
            + ' h ' + Math.round(source.previousRect.height) + '→' + Math.round(source.currentRect.height);
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

type Shift = { at: number; value: number; nodes: string[] };

/** What shows that each page's content is there (a fresh profile's first sync brings it). */
const FIRST_SYNC = { timeout: 120_000 };
const READY: Record<string, (page: Page) => Promise<unknown>> = {
  '/': (page) => page.getByRole('article').first().waitFor(FIRST_SYNC),
  '/all-meals': (page) => page.getByRole('article').first().waitFor(FIRST_SYNC),
  '/meal/:id': (page) => page.getByRole('heading', { level: 1 }).waitFor(FIRST_SYNC),
  '/menu': (page) => page.locator('.menu-slot').first().waitFor(FIRST_SYNC),
  '/login': (page) => page.getByRole('button', { name: 'Login' }).first().waitFor(FIRST_SYNC),
  '/registration': (page) => page.getByRole('button', { name: 'Register' }).waitFor(FIRST_SYNC),
};

async function shiftsOf(page: Page): Promise<Shift[]> {
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

async function main() {
  const build = await openBuild(dist);
  try {
    const meals = (await (await fetch(`${build.url}/api/all-meals-home`)).json()) as {
      _id: string;
    }[];
    for (let run = 0; run < Number(runsArg); run += 1) {
      for (const route of PATHS) {
        const path = route === '/meal/:id' ? `/meal/${meals[0]!._id}` : route;
        const context = await build.browser.newContext({
          baseURL: build.url,
          viewport: VIEWPORTS.phone,
        });
        try {
          const page = await context.newPage();
          followNetwork(page);
          await page.addInitScript(RECORD_SHIFTS);
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(cpuArg) });
          await page.goto(path);
          await READY[route]?.(page);
          // Until every place held for arriving content is filled, then the network is quiet.
          await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, {
            timeout: 120_000,
          });
          await networkQuiet(page, 1_000, 60_000);
          const shifts = await shiftsOf(page);
          const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
          const shown = await page.evaluate(() => ({
            articles: document.querySelectorAll('article').length,
            placesHeld: document.querySelectorAll('[aria-busy="true"]').length,
          }));
          console.log(
            `${route.padEnd(14)} CLS ${cls.toFixed(3)}  shifts ${shifts.length}  ` +
              `(${shown.articles} cards or meals shown, ${shown.placesHeld} places still held)  ` +
              `load ${loadavg()[0].toFixed(1)}`,
          );
          for (const shift of shifts) {
            console.log(`    at ${shift.at} ms: ${shift.value.toFixed(4)}`);
            for (const node of shift.nodes) console.log(`      ${node}`);
          }
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await build.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
