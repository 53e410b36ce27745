// How soon a visitor's first visit shows its first card, with and without the first screen the
// HTML carries (decision 0287), the same build and server, runs alternated:
//   npx tsx bench/client/first-screen-ab.ts [dist=dist] [runs=5] [path=/all-meals] [demo|10k]
// The build is served the README's way (its own server process; demo data, or 10k meals and 50k
// reviews); each run is a fresh
// Chromium context on a phone-sized page, throttled as Lighthouse's mobile preset simulates it
// (150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, the CPU 4× slower), over the DevTools
// protocol: real throttling, so the engine's worker and its pulls pay it too. "Without" sends a
// session cookie that names no session: the server then carries nothing, and the app treats the
// visitor as signed out, as for the run "with".
import { SESSION_COOKIE } from '../../sync-server/src/auth/session';
import { freshDataDir } from '../dataset/dataset-cache';
import { openBuild } from './served-build';

const [dist = 'dist', runsArg = '5', path = '/all-meals', data = 'demo'] = process.argv.slice(2);
const SYNC_SIZE = { meals: 10_000, reviews: 50_000, residents: 1_000 };
const CONTENT = '.meal-card__title, .meal-info h1, .meal-info h2';

async function main() {
  const build = await openBuild(dist, {
    data: data === '10k' ? await freshDataDir(SYNC_SIZE) : undefined,
  });
  const times: Record<'with' | 'without', number[]> = { with: [], without: [] };
  try {
    for (let run = 0; run < Number(runsArg); run += 1) {
      for (const variant of ['with', 'without'] as const) {
        const context = await build.browser.newContext({ viewport: { width: 390, height: 844 } });
        if (variant === 'without') {
          await context.addCookies([{ name: SESSION_COOKIE, value: 'none', url: build.url }]);
        }
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        const started = Date.now();
        await page.goto(`${build.url}${path}`, { waitUntil: 'commit' });
        await page.locator(CONTENT).first().waitFor({ timeout: 60_000 });
        const ms = Date.now() - started;
        times[variant].push(ms);
        console.log(`${variant.padEnd(8)} run ${run + 1}: first card after ${ms} ms`);
        await context.close();
      }
    }
  } finally {
    await build.close();
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  console.log(
    `median: with ${median(times.with)} ms, without ${median(times.without)} ms ` +
      `(${(median(times.with) / median(times.without)).toFixed(2)} of without)`,
  );
}

await main();
