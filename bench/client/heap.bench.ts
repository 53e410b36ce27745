// The JavaScript heap of a fresh client after its full first sync: Debian's Chromium launched as
// the journeys launch it (e2e/support/browser.ts: the headless shell, a context with its service
// worker and persistent storage), the home page opened on the server in its own process, and once
// the local database holds every meal and review and the network has gone quiet, every
// JavaScript target garbage-collected and read (target-heaps.ts). Each run is a fresh browser.
import { launchBrowser, newContext } from '../../e2e/support/browser';
import { followNetwork, networkQuiet } from '../../e2e/support/network-idle';
import { synced } from './chromium-sync.bench';
import { heapByKind, medianRun, type HeapFigures } from './heap-by-kind';
import { targetHeaps } from './target-heaps';

export type HeapRuns = { median: HeapFigures; runs: HeapFigures[] };

async function oneRun(url: string, expected: { meals: number; reviews: number }) {
  const browser = await launchBrowser();
  try {
    const page = await (await newContext(browser, url)).newPage();
    followNetwork(page);
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await synced(page, expected);
    // The last pull stores its checkpoint after the documents: quiet for 2 s.
    await networkQuiet(page, 2000, 60_000);
    return heapByKind(await targetHeaps(browser));
  } finally {
    await browser.close();
  }
}

/** `runs` fresh clients one after another; the median run by total, and every run. */
export async function heapAfterSync(
  url: string,
  expected: { meals: number; reviews: number },
  runs = 3,
): Promise<HeapRuns> {
  const figures: HeapFigures[] = [];
  for (let run = 0; run < runs; run += 1) figures.push(await oneRun(url, expected));
  return { median: medianRun(figures), runs: figures };
}
