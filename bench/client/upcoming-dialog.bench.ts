// The Upcoming Meals dialog opening on a phone: the longest main-thread task between the tap and
// the dialog's first card on screen, the CPU slowed 4× as Lighthouse's mobile preset simulates.
// A fresh visitor's page each run (a new context), the home page settled first. Figures only.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, VIEWPORTS } from '../../e2e/support/browser';
import { followNetwork, networkQuiet } from '../../e2e/support/network-idle';

export type DialogFigures = { longestTaskMs: number; longTasks: number; openMs: number };

/** Records the page's long tasks (over 50 ms) from the moment it is asked to. */
const RECORD_LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry);
  }).observe({ type: 'longtask', buffered: false });
`;

async function openOnce(url: string): Promise<DialogFigures> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ baseURL: url, viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    followNetwork(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Join Us' }).waitFor();
    await networkQuiet(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(RECORD_LONG_TASKS);
    const started = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Upcoming Meals' }).click();
    await page.getByRole('dialog').locator('.upcoming-card').first().waitFor();
    // One frame after the card is on screen, so the task that painted it has ended.
    const opened = await page.evaluate(
      () =>
        new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))),
    );
    const tasks = await page.evaluate(
      (since) =>
        (window as unknown as { __longTasks: PerformanceEntry[] }).__longTasks
          .filter((task) => task.startTime >= since)
          .map((task) => task.duration),
      started,
    );
    return {
      longestTaskMs: Math.max(0, ...tasks),
      longTasks: tasks.length,
      openMs: opened - started,
    };
  } finally {
    await browser.close();
  }
}

/** `runs` openings; the median run by its longest task. */
export async function upcomingDialog(url: string, runs = 3): Promise<DialogFigures> {
  const all: DialogFigures[] = [];
  for (let run = 0; run < runs; run += 1) all.push(await openOnce(url));
  all.sort((a, b) => a.longestTaskMs - b.longestTaskMs);
  return all[(all.length - 1) >> 1]!;
}
