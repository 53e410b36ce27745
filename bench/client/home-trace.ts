// The home page's start as a Chromium trace, for the two tools that read its main-thread tasks
// (long-tasks.ts, blocking-time-ab.ts): `traceHomePage(dist, categories)` serves the build
// (served-build.ts: own server, fresh demo data, fresh Chromium), loads / in a phone-sized page
// and records 10 s, as Lighthouse observes a while; `pageMainThread(events)` finds the renderer
// thread that painted the page. With `act`, the page settles first (its network quiet) and the
// trace covers only what `act` does on it (a tap and what it shows).
import type { Page } from 'playwright-core';
import { followNetwork, networkQuiet } from '../../e2e/support/network-idle';
import { openBuild } from './served-build';

export type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  id?: string;
  args: Record<string, any>;
};

/**
 * Traces / of `dist`; with `cpuSlowdown` over 1 Chromium slows the page's CPU itself. With `act`,
 * traces `act` on the settled page instead of the start.
 */
export async function traceHomePage(
  dist: string,
  categories: string[],
  cpuSlowdown = 1,
  act?: (page: Page) => Promise<void>,
): Promise<TraceEvent[]> {
  const build = await openBuild(dist);
  const { browser } = build;
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const slowDown = async () => {
      if (cpuSlowdown === 1) return;
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    };
    if (act) {
      followNetwork(page);
      await page.goto(`${build.url}/`);
      await networkQuiet(page, 1_000, 60_000);
      await slowDown();
      await browser.startTracing(page, { categories });
      await act(page);
      // Two frames: the task that painted what `act` waited for has ended.
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(null))),
          ),
      );
    } else {
      await slowDown();
      await browser.startTracing(page, { categories });
      await page.goto(`${build.url}/`);
      await page.waitForTimeout(10_000); // the trace's window, not a wait for a condition
    }
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    return trace.traceEvents;
  } finally {
    await build.close();
  }
}

/** The first contentful paint (when there is one) and the main thread of the page that made it. */
export function pageMainThread(events: TraceEvent[]): { fcp?: TraceEvent; main: TraceEvent } {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const main = events.find(
    (e) =>
      e.name === 'thread_name' && e.args.name === 'CrRendererMain' && (!fcp || e.pid === fcp.pid),
  )!;
  return { fcp, main };
}
