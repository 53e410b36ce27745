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
import { pageMainThread, traceHomePage } from './home-trace';

const [distA, distB, runsArg = '3'] = process.argv.slice(2);
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;

async function measure(dist: string) {
  const events = await traceHomePage(dist, ['devtools.timeline', 'toplevel', 'loading']);
  const { fcp, main } = pageMainThread(events);
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
