// Two builds side by side, by the main thread's CPU time rather than its wall time:
// `npx tsx bench/client/blocking-time-ab.ts <distA> <distB> [runs=3]`. Each run serves a build
// from its own server process (fresh demo data) and loads / in a fresh Chromium page without
// throttling, tracing 10 s. For every task of the page's main thread after the first paint it
// takes the thread's CPU time, multiplies it by 4 (Lighthouse's mobile CPU slowdown) and sums
// what exceeds 50 ms: Lighthouse's blocking time, but from CPU time, so a busy machine (which
// stretches wall time while the page waits for a core) moves it far less. Builds alternate run
// by run. A figure for choosing between builds; Lighthouse itself (lighthouse-ab.ts) is the
// figure to report.
import { loadavg } from 'node:os';
import { openBuild } from './served-build';

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args: { name?: string };
};

const [distA, distB, runsArg = '3'] = process.argv.slice(2);
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;

async function measure(dist: string) {
  const build = await openBuild(dist);
  const { browser } = build;
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel', 'loading'] });
    await page.goto(`${build.url}/`);
    await page.waitForTimeout(10_000); // the trace's window, as Lighthouse observes a while
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    const events = trace.traceEvents;
    const fcp = events.find((event) => event.name === 'firstContentfulPaint');
    const main = events.find(
      (event) =>
        event.name === 'thread_name' &&
        event.args.name === 'CrRendererMain' &&
        (!fcp || event.pid === fcp.pid),
    )!;
    let blocking = 0;
    let cpu = 0;
    let longest = 0;
    for (const task of events) {
      if (task.pid !== main.pid || task.tid !== main.tid || task.ph !== 'X') continue;
      if (task.name !== 'ThreadControllerImpl::RunTask') continue;
      const ms = (task.tdur ?? task.dur ?? 0) / 1000;
      cpu += ms;
      if (fcp && task.ts < fcp.ts) continue;
      longest = Math.max(longest, ms * SLOWDOWN);
      blocking += Math.max(0, ms * SLOWDOWN - LONG_TASK_MS);
    }
    return { blocking, cpu, longest };
  } finally {
    await build.close();
  }
}

async function main() {
  const results: Record<string, number[]> = { A: [], B: [] };
  for (let run = 0; run < Number(runsArg); run += 1) {
    const order: [string, string][] = [
      ['A', distA],
      ['B', distB],
    ];
    if (run % 2) order.reverse();
    for (const [label, dist] of order) {
      const { blocking, cpu, longest } = await measure(dist);
      results[label].push(blocking);
      console.log(
        `${label}  blocking (4 × CPU) ${blocking.toFixed(0).padStart(5)} ms  longest task ` +
          `${longest.toFixed(0).padStart(4)} ms  main thread CPU ${cpu.toFixed(0)} ms  ` +
          `load ${loadavg()[0].toFixed(1)}`,
      );
    }
  }
  for (const [label, values] of Object.entries(results)) {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(`${label}  median blocking ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
