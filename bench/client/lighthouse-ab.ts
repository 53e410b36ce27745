// Two builds of the PWA side by side under Lighthouse (mobile preset), alternating run by run so
// both see the same machine load: `npx tsx bench/client/lighthouse-ab.ts <distA> <distB>
// [runs=3] [data=demo|10k]`. Each build is served by its own server process (the README's way,
// PWA_DIST_DIR pointing at the build) on its own fresh data folder; each Lighthouse run starts
// from a fresh Chromium profile. Prints one line per run and the medians.
import { loadavg } from 'node:os';
import { freshDataDir } from '../dataset/dataset-cache';
import { lighthouseFigures, type LighthouseFigures } from '../lighthouse.bench';
import { firstHomeMealPath } from './run-client';
import { serveBuild } from './served-build';

const [distA, distB, runsArg = '3', data = 'demo'] = process.argv.slice(2);
// LH_PATHS: comma-separated; `/meal/:id` is the first meal of the home page's list.
const PATHS = (process.env.LH_PATHS ?? '/,/all-meals').split(',');

async function resolved(url: string, paths: string[]): Promise<string[]> {
  if (!paths.includes('/meal/:id')) return paths;
  const meal = await firstHomeMealPath(url);
  return paths.map((p) => (p === '/meal/:id' ? meal : p));
}
const SYNC_SIZE = { meals: 10_000, reviews: 50_000, residents: 1_000 };

async function runOnce(dist: string): Promise<LighthouseFigures[]> {
  const build = await serveBuild(dist, data === '10k' ? await freshDataDir(SYNC_SIZE) : undefined);
  try {
    return await lighthouseFigures(build.url, await resolved(build.url, PATHS));
  } finally {
    await build.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const line = (label: string, f: LighthouseFigures, load = loadavg()[0].toFixed(1)) =>
  `${label.padEnd(7)} ${f.path.padEnd(11)} perf ${String(f.performance).padStart(3)}  ` +
  `FCP ${(f.fcpMs / 1000).toFixed(2)} s  LCP ${(f.lcpMs / 1000).toFixed(2)} s  ` +
  `TBT ${f.tbtMs.toFixed(0).padStart(5)} ms  CLS ${f.cls.toFixed(3)}  a11y ${f.accessibility}  ` +
  `JS ${f.jsKiB.toFixed(0)} KiB  load ${load}` +
  (f.bestPracticesFailures.length ? `  best practices failed: ${f.bestPracticesFailures}` : '') +
  (f.lcpElement ? `  LCP: ${f.lcpElement}` : '') +
  (f.runtimeError ? `  (run failed: ${f.runtimeError})` : '');

async function main() {
  const all: Record<string, LighthouseFigures[]> = { A: [], B: [] };
  for (let run = 0; run < Number(runsArg); run += 1) {
    // Alternate which build goes first, so neither always gets the quieter slot.
    const order: [string, string][] =
      run % 2
        ? [
            ['B', distB],
            ['A', distA],
          ]
        : [
            ['A', distA],
            ['B', distB],
          ];
    for (const [label, dist] of order) {
      for (const figures of await runOnce(dist)) {
        all[label].push(figures);
        console.log(line(label, figures));
      }
    }
  }
  console.log('\nmedians');
  for (const label of ['A', 'B']) {
    for (const p of PATHS) {
      // A run Lighthouse could not finish has no figures: it is listed above, not counted here.
      const rows = all[label].filter(
        (f) => (f.path.startsWith('/meal/') ? '/meal/:id' : f.path) === p && !f.runtimeError,
      );
      if (rows.length === 0) continue;
      console.log(
        line(
          label,
          {
            ...rows[0],
            performance: median(rows.map((f) => f.performance)),
            fcpMs: median(rows.map((f) => f.fcpMs)),
            lcpMs: median(rows.map((f) => f.lcpMs)),
            tbtMs: median(rows.map((f) => f.tbtMs)),
            cls: median(rows.map((f) => f.cls)),
            jsKiB: median(rows.map((f) => f.jsKiB)),
          },
          '(median)',
        ),
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
