// Which tasks of the home page's start are long, and what code runs in them:
// `npx tsx bench/client/long-tasks.ts <dist> [runs=1]`. Serves the build from its own server
// process (fresh demo data), loads / in a fresh Chromium page with the CPU slowed 4× (as
// Lighthouse's mobile preset simulates) and traces 10 s with the V8 sampling profiler. For every
// main-thread task over 50 ms after the first paint it prints its length, the trace events inside
// it (script runs, style, layout, paint…) and the functions that took most of its samples (self
// time, with file and line). A build made with `vite build --minify false` gives readable names.
// LONG_TASKS_OPEN=upcoming: the tasks of opening the Upcoming Meals dialog on the settled home
// page instead (the tap until its first card is on screen).
// A diagnosis tool: the figures to report are Lighthouse's (lighthouse-ab.ts).
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { pageMainThread, traceHomePage, type TraceEvent } from './home-trace';

type ProfileNode = {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
};

const [dist, runsArg = '1'] = process.argv.slice(2);
const SLOWDOWN = 4;
/** 1 (default): no throttling, each task's time × 4; 4: Chromium slows the CPU itself. */
const THROTTLE = Number(process.env.LONG_TASKS_THROTTLE ?? 1);
const scale = THROTTLE === 1 ? SLOWDOWN : 1;
/** LONG_TASKS_WALL=1: a task's wall time rather than its thread time (as Lighthouse counts). */
const WALL = process.env.LONG_TASKS_WALL === '1' || THROTTLE !== 1;
const LONG_MS = Number(process.env.LONG_TASKS_MS ?? 50);
const TOP = Number(process.env.LONG_TASKS_TOP ?? 8);

/** Every sample of the page's V8 profile: its time (trace clock, µs) and its leaf node. */
function samplesOf(events: TraceEvent[], thread: { pid: number; tid: number }) {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  // One profile per thread (the storage worker has its own): the main thread's, by its id.
  const start = events.find(
    (e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'Profile',
  );
  const chunks = events.filter(
    (e) => e.pid === thread.pid && e.name === 'ProfileChunk' && e.id === start?.id,
  );
  let ts = start?.args.data?.startTime ?? 0;
  for (const chunk of chunks) {
    const data = chunk.args.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids: number[] = data.cpuProfile?.samples ?? [];
    const deltas: number[] = data.timeDeltas ?? [];
    ids.forEach((node, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ ts, node });
    });
  }
  return { nodes, samples };
}

const frameName = (node: ProfileNode | undefined) => {
  if (!node) return '?';
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url ? url.replace(/^.*\//, '') : '';
  return `${functionName || '(anonymous)'} ${file}${file ? `:${lineNumber + 1}` : ''}`;
};

/** What to trace instead of the start: opening the Upcoming Meals dialog. */
const ACTIONS: Record<string, (page: Page) => Promise<void>> = {
  // A tap where the button is, then wait in the page for the first card: Playwright's locators
  // would add their own long tasks (its injected script) to the trace.
  upcoming: async (page) => {
    const box = await page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find(
        (each) => each.textContent?.trim() === 'Upcoming Meals',
      );
      const rect = button!.getBoundingClientRect();
      return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
    });
    // A string: the tool's transpiler would name the functions with a helper the page lacks.
    const shown = page.evaluate(`new Promise((resolve) => {
      const seen = () => document.querySelector('[role="dialog"] .upcoming-card');
      new MutationObserver((_, observer) => {
        if (!seen()) return;
        observer.disconnect();
        resolve();
      }).observe(document.body, { childList: true, subtree: true });
    })`);
    await Promise.all([shown, page.mouse.click(box.x, box.y)]);
  },
};
const OPEN = process.env.LONG_TASKS_OPEN;
if (OPEN && !ACTIONS[OPEN]) throw new Error(`LONG_TASKS_OPEN: one of ${Object.keys(ACTIONS)}`);

const traceOnce = (distDir: string) =>
  traceHomePage(
    distDir,
    [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'toplevel',
      'loading',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
    ],
    THROTTLE,
    OPEN ? ACTIONS[OPEN] : undefined,
  );

function report(events: TraceEvent[]) {
  const { fcp, main } = pageMainThread(events);
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const { nodes, samples } = samplesOf(events, main);
  // A task's length: its thread (CPU) time × 4 unthrottled, as a busy machine stretches wall
  // time while the page waits for a core; its wall time when Chromium throttles.
  const length = (e: TraceEvent) => ((WALL ? (e.dur ?? 0) : (e.tdur ?? e.dur ?? 0)) * scale) / 1000;
  // Chromium's own traces name a task ThreadControllerImpl::RunTask (with a RunTask inside it);
  // Lighthouse's have RunTask only.
  const taskName = onMain.some((e) => e.name === 'ThreadControllerImpl::RunTask')
    ? 'ThreadControllerImpl::RunTask'
    : 'RunTask';
  const tasks = onMain.filter((e) => e.ph === 'X' && e.name === taskName && length(e) > LONG_MS);
  const origin = onMain.find((e) => e.name === 'navigationStart')?.ts ?? tasks[0]?.ts ?? 0;
  let blocking = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const ms = length(task);
    const afterFcp = !fcp || task.ts >= fcp.ts;
    if (afterFcp) blocking += ms - LONG_MS;
    console.log(
      `\n■ task at ${((task.ts - origin) / 1000).toFixed(0)} ms: ${ms.toFixed(0)} ms` +
        ` (wall ${(task.dur! / 1000).toFixed(0)} ms, CPU ${((task.tdur ?? 0) / 1000).toFixed(0)} ms, unscaled)` +
        (afterFcp ? '' : ' (before first paint)'),
    );
    // The trace events inside it, summed by name (and script URL), largest first.
    const inside = new Map<string, number>();
    for (const e of onMain) {
      if (e === task || e.ph !== 'X' || e.ts < task.ts || e.ts >= end) continue;
      if (
        !/^(FunctionCall|EvaluateScript|v8\.compile|v8\.evaluateModule|UpdateLayoutTree|Layout|Paint|PrePaint|ParseHTML|TimerFire|FireAnimationFrame|RunMicrotasks|EventDispatch|ParseAuthorStyleSheet|HitTest|Commit|Layerize|XHRReadyStateChange|v8\.run|MajorGC|MinorGC)$/.test(
          e.name,
        )
      )
        continue;
      const url = e.args.data?.url ?? e.args.data?.functionName ?? '';
      const key = `${e.name}${url ? ` ${String(url).replace(/^.*\//, '')}` : ''}`;
      inside.set(key, (inside.get(key) ?? 0) + e.dur! / 1000); // wall, unscaled
    }
    for (const [key, ms] of [...inside].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
      console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${key}`);
    }
    // The functions of the samples inside it: self time, and the outermost app frame.
    const self = new Map<string, number>();
    const total = new Map<string, number>();
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts < end);
    for (const sample of inTask) {
      const leaf = nodes.get(sample.node);
      self.set(frameName(leaf), (self.get(frameName(leaf)) ?? 0) + 1);
      const seen = new Set<string>();
      for (let node = leaf; node; node = node.parent ? nodes.get(node.parent) : undefined) {
        const name = frameName(node);
        if (seen.has(name) || !node.callFrame.url) continue;
        seen.add(name);
        total.set(name, (total.get(name) ?? 0) + 1);
      }
    }
    const share = (n: number) => `${((100 * n) / Math.max(1, inTask.length)).toFixed(0)}%`;
    console.log(`    samples ${inTask.length}; self:`);
    for (const [name, n] of [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
      console.log(`      ${share(n).padStart(4)}  ${name}`);
    }
    console.log(`    total (with callees):`);
    // LONG_TASKS_SKIP: a pattern of frames to leave out (e.g. React's own: `client-`).
    const skip = process.env.LONG_TASKS_SKIP ? new RegExp(process.env.LONG_TASKS_SKIP) : undefined;
    const shown = [...total].filter(([name]) => !skip?.test(name));
    for (const [name, n] of shown.sort((a, b) => b[1] - a[1]).slice(0, TOP * 2)) {
      console.log(`      ${share(n).padStart(4)}  ${name}`);
    }
  }
  console.log(
    `\nblocking after first paint (×${scale}): ${blocking.toFixed(0)} ms over ` +
      `${tasks.length} long tasks; load ${loadavg()[0].toFixed(1)}`,
  );
}

async function main() {
  // A saved trace (e.g. Lighthouse's, with --save-assets) is reported as it is.
  if (dist.endsWith('.json')) {
    const saved = JSON.parse(readFileSync(dist, 'utf8')) as
      TraceEvent[] | { traceEvents: TraceEvent[] };
    return report(Array.isArray(saved) ? saved : saved.traceEvents);
  }
  for (let run = 0; run < Number(runsArg); run += 1) report(await traceOnce(dist));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
