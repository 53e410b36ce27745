// A returning user's start, for two PWA builds side by side:
// a persistent Chromium profile syncs the data set (10,000 meals, 50,000 reviews), the browser
// closes (every worker with it), then starts again on the same profile and opens /all-meals;
// prints the time until the list shows every meal (read from the local database), and until the
// home page's first meal card shows. The memory-mapped storage reads every collection's log into
// memory at that start, which Dexie did not; this is what it costs.
//
//   npx tsx bench/client/warm-start-compare.ts <dist-a> <dist-b> [rounds]
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../e2e/support/browser';
import { freshDataDir } from '../dataset/dataset-cache';
import { localCount } from './chromium-sync.bench';
import { startServerProcess } from './server-process';

const SIZE = { meals: 10_000, reviews: 50_000, residents: 1_000 };

async function oneRun(dist: string): Promise<{ listMs: number; homeMs: number }> {
  const data = await freshDataDir(SIZE);
  const server = await startServerProcess(data.dataDir, { PWA_DIST_DIR: path.resolve(dist) });
  const profile = mkdtempSync(path.join(tmpdir(), 'warm-start-'));
  const launch = () =>
    chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      baseURL: server.url,
    });
  try {
    const first = await launch();
    const page = await first.newPage();
    await page.goto('/');
    const started = Date.now();
    while (
      (await localCount(page, 'meals')) < SIZE.meals ||
      (await localCount(page, 'reviews')) < SIZE.reviews
    ) {
      if (Date.now() - started > 180_000) throw new Error('sync stalled');
      await page.waitForTimeout(100);
    }
    await first.close();
    const again = await launch();
    const home = await again.newPage();
    let at = Date.now();
    await home.goto('/');
    await home.getByRole('article').first().waitFor({ timeout: 60_000 });
    const homeMs = Date.now() - at;
    const list = await again.newPage();
    await home.close();
    at = Date.now();
    await list.goto('/all-meals');
    await list
      .getByTestId('total-count')
      .getByText(String(SIZE.meals))
      .waitFor({ timeout: 60_000 });
    const listMs = Date.now() - at;
    await again.close();
    return { listMs, homeMs };
  } finally {
    rmSync(profile, { recursive: true, force: true });
    await server.stop();
    data.cleanup();
  }
}

async function main() {
  const [a, b, roundsArg] = process.argv.slice(2);
  if (!a || !b) throw new Error('usage: warm-start-compare.ts <dist-a> <dist-b> [rounds]');
  console.log('build | home: first meal card | all-meals: 10,000 listed (second tab) | load');
  for (let round = 0; round < Number(roundsArg ?? 2); round += 1) {
    for (const dist of [a, b]) {
      const { listMs, homeMs } = await oneRun(dist);
      console.log(
        `${path.basename(dist)} | ${(homeMs / 1000).toFixed(2)} s | ${(listMs / 1000).toFixed(2)} s | ${loadavg()[0].toFixed(1)}`,
      );
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
