// Two PWA builds' first sync, side by side in one run: for each round and each build, a fresh copy
// of the data set, the server in its own process serving that build (PWA_DIST_DIR), a fresh
// Chromium profile; prints when the first pull of meals leaves (the start-up), the wall time
// until the meals, then the reviews, are local, the CPU time of Chromium's browser process
// (IndexedDB's backend) and renderers (page and worker) over the whole sync, and the
// page's main-thread busy time (CDP Performance.getMetrics TaskDuration) at each point. With
// PROFILE_DIR set, also writes each run's main-thread CPU profile (.cpuprofile) there.
//
//   npx vite build --outDir /tmp/before && (change) && npx vite build --outDir /tmp/after
//   npx tsx bench/client/sync-compare.ts /tmp/before /tmp/after [rounds] [meals-only]
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import type { Browser, CDPSession } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../e2e/support/browser';
import { freshDataDir } from '../dataset/dataset-cache';
import { localCount } from './chromium-sync.bench';
import { openBuild } from './served-build';

const SIZE = { meals: 10_000, reviews: 50_000, residents: 1_000 };

/** Profiles the page's dedicated workers (the storage worker) through a non-flat CDP attach. */
async function profileWorkers(cdp: CDPSession): Promise<() => Promise<unknown>> {
  let nextId = 1;
  let sessionId: string | undefined;
  const waiting = new Map<number, (result: unknown) => void>();
  const send = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      void cdp.send('Target.sendMessageToTarget', {
        sessionId: sessionId!,
        message: JSON.stringify({ id, method, params }),
      });
    });
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  cdp.on('Target.attachedToTarget', (event) => {
    if (event.targetInfo.type !== 'worker' || sessionId) return;
    sessionId = event.sessionId;
    void send('Profiler.enable')
      .then(() => send('Profiler.setSamplingInterval', { interval: 1000 }))
      .then(() => send('Profiler.start'))
      .then(() => send('Runtime.runIfWaitingForDebugger'));
  });
  await cdp.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: true,
    flatten: false,
  });
  return async () =>
    sessionId ? ((await send('Profiler.stop')) as { profile: unknown }).profile : undefined;
}

type Run = {
  /** When the page asked for its first page of meals (the start-up before any sync). */
  firstPullMs: number;
  mealsMs: number;
  mealsBusy: number;
  allMs: number;
  allBusy: number;
  /** CPU seconds of Chromium's browser process (IndexedDB's backend runs there) and of its
   * renderers (the page and its storage worker), from start to the end of the sync. */
  browserCpu: number;
  rendererCpu: number;
};

/** CPU time per Chromium process type so far (CDP SystemInfo.getProcessInfo). */
async function processCpu(browser: Browser): Promise<{ browser: number; renderer: number }> {
  const session = await browser.newBrowserCDPSession();
  const { processInfo } = (await session.send('SystemInfo.getProcessInfo' as never)) as {
    processInfo: { type: string; cpuTime: number }[];
  };
  await session.detach();
  const sum = (type: string) =>
    processInfo.filter((info) => info.type === type).reduce((all, info) => all + info.cpuTime, 0);
  return { browser: sum('browser'), renderer: sum('renderer') };
}

async function oneRun(dist: string, mealsOnly: boolean, profileTo?: string): Promise<Run> {
  const build = await openBuild(dist, { data: await freshDataDir(SIZE), args: CHROMIUM_ARGS });
  const { browser } = build;
  try {
    const page = await (await browser.newContext({ baseURL: build.url })).newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const stopWorkerProfile = profileTo ? await profileWorkers(cdp) : undefined;
    if (profileTo) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
      await cdp.send('Profiler.start');
    }
    const busy = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? NaN;
    };
    const cpuBefore = await processCpu(browser);
    const started = Date.now();
    if (process.env.DEBUG_SYNC) {
      page.on('requestfinished', (request) => {
        if (request.url().includes('/api/sync/')) {
          console.log(`  ${Date.now() - started} ms ${request.url().replace(build.url, '')}`);
        }
      });
    }
    const run: Run = {
      firstPullMs: NaN,
      mealsMs: NaN,
      mealsBusy: NaN,
      allMs: NaN,
      allBusy: NaN,
      browserCpu: NaN,
      rendererCpu: NaN,
    };
    page.on('request', (request) => {
      if (Number.isNaN(run.firstPullMs) && request.url().includes('/api/sync/meals/pull')) {
        run.firstPullMs = Date.now() - started;
      }
    });
    await page.goto('/');
    for (;;) {
      if (Number.isNaN(run.mealsMs) && (await localCount(page, 'meals')) >= SIZE.meals) {
        run.mealsMs = Date.now() - started;
        run.mealsBusy = await busy();
        if (mealsOnly) break;
      }
      if (!Number.isNaN(run.mealsMs) && (await localCount(page, 'reviews')) >= SIZE.reviews) {
        run.allMs = Date.now() - started;
        run.allBusy = await busy();
        const cpu = await processCpu(browser);
        run.browserCpu = cpu.browser - cpuBefore.browser;
        run.rendererCpu = cpu.renderer - cpuBefore.renderer;
        break;
      }
      if (Date.now() - started > 180_000) throw new Error('sync stalled');
      await page.waitForTimeout(50);
    }
    if (profileTo) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(profileTo, JSON.stringify(profile));
      const workerProfile = await stopWorkerProfile?.();
      if (workerProfile) writeFileSync(`${profileTo}.worker`, JSON.stringify(workerProfile));
    }
    return run;
  } finally {
    await build.close();
  }
}

const seconds = (value: number) => (value / 1000).toFixed(2).padStart(6);

async function main() {
  const [before, after, roundsArg, mode] = process.argv.slice(2);
  if (!before || !after) throw new Error('usage: sync-compare.ts <dist-a> <dist-b> [rounds]');
  const rounds = Number(roundsArg ?? 2);
  const mealsOnly = mode === 'meals-only';
  console.log(
    'build   | 1st pull | meals wall | main thread | all wall | main thread | ' +
      'browser cpu | renderer cpu | load',
  );
  for (let round = 0; round < rounds; round += 1) {
    for (const [label, dist] of [
      ['a', before],
      ['b', after],
    ] as const) {
      const profileDir = process.env.PROFILE_DIR;
      const profile = profileDir
        ? path.join(profileDir, `${label}-${round}.cpuprofile`)
        : undefined;
      const run = await oneRun(dist, mealsOnly, profile);
      console.log(
        `${label} ${path.basename(dist).padEnd(5)} | ${seconds(run.firstPullMs)} s | ` +
          `${seconds(run.mealsMs)} s   | ` +
          `${seconds(run.mealsBusy * 1000)} s    | ${seconds(run.allMs)} s | ` +
          `${seconds(run.allBusy * 1000)} s    | ${seconds(run.browserCpu * 1000)} s    | ` +
          `${seconds(run.rendererCpu * 1000)} s     | ${loadavg()[0].toFixed(1)}`,
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
