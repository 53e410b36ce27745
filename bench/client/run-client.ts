// The client-side benchmark sections (docs/performance.md, "How to reproduce"): each prints its figures.
// Run alone with `npx tsx bench/client/run-client.ts [sections…]`, or from `npm run bench`.
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { freshDataDir } from '../dataset/dataset-cache';
import type { DatasetManifest } from '../dataset/make-dataset';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { lighthouseMedians, printLighthouse } from '../lighthouse.bench';
import { chromiumInitialSync, wireBytes } from './chromium-sync.bench';
import { KIND_LABELS, megabytes, TARGET_KINDS } from './heap-by-kind';
import { heapAfterSync } from './heap.bench';
import { liveLatency } from './live-latency.bench';
import { startServerProcess } from './server-process';
import { upcomingDialog } from './upcoming-dialog.bench';

const SYNC_SIZE = { meals: 10_000, reviews: 50_000, residents: 1_000 };

async function withServer<T>(
  size: typeof SYNC_SIZE,
  work: (url: string, manifest: DatasetManifest) => Promise<T>,
) {
  const data = await freshDataDir(size);
  const server = await startServerProcess(data.dataDir);
  try {
    return await work(server.url, data.manifest);
  } finally {
    await server.stop();
    data.cleanup();
  }
}

/** A server on a fresh data folder with the demo data (the server seeds it), as a visitor sees. */
async function withDemoServer<T>(work: (url: string) => Promise<T>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-client-bench-'));
  const server = await startServerProcess(dataDir);
  try {
    return await work(server.url);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The page of the first meal of the home page's list (of the demo data, on a demo server). */
export async function firstHomeMealPath(url: string): Promise<string> {
  const meals = (await (await fetch(`${url}/api/all-meals-home`)).json()) as { _id: string }[];
  return `/meal/${meals[0]!._id}`;
}

/** The public pages a visitor reaches (a meal's page: the first home meal). */
async function publicPages(url: string): Promise<string[]> {
  return ['/', '/all-meals', await firstHomeMealPath(url), '/menu', '/login', '/registration'];
}

/** The client sections, in the order they run; any of them can be run alone. */
export const CLIENT_SECTIONS = ['sync', 'heap', 'wire', 'live', 'lighthouse', 'upcoming-dialog'];

/** The JavaScript heap target: page and workers together, after a full sync. */
const HEAP_TARGET_MB = 60;

export async function benchClient(sections = CLIENT_SECTIONS) {
  // The servers serve dist/: the PWA as its sources stand.
  buildIfStale();
  if (sections.includes('sync')) {
    console.log('\n## Client: a fresh Chromium client’s initial sync (10k meals + 50k reviews)');
    const figures = await withServer(SYNC_SIZE, (url, manifest) =>
      chromiumInitialSync(url, { meals: SYNC_SIZE.meals, reviews: SYNC_SIZE.reviews }, [
        manifest.searchSome,
        manifest.searchAll,
        'no such meal',
      ]),
    );
    console.log(
      `10,000 meals ${(figures.mealsMs / 1000).toFixed(2)} s; ` +
        `10,000 meals + 50,000 reviews ${(figures.allMs / 1000).toFixed(2)} s`,
    );
    console.log('All Meals on the device, 10k meals: a search submitted → the list shows it');
    for (const { search, ms } of figures.queryMs) {
      console.log(`  "${search}" ${ms.toFixed(0)} ms`);
    }
  }
  if (sections.includes('heap')) {
    console.log(
      '\n## Client: JavaScript heap after a fresh client’s full sync (10k meals + 50k reviews), ' +
        'every target garbage-collected, median of 3 runs',
    );
    const heap = await withServer(SYNC_SIZE, (url) =>
      heapAfterSync(url, { meals: SYNC_SIZE.meals, reviews: SYNC_SIZE.reviews }),
    );
    const mb = (bytes: number) => `${megabytes(bytes).toFixed(1)} MB`;
    const kinds = TARGET_KINDS.map(
      (kind) =>
        `${KIND_LABELS[kind]} (${heap.median.targets[kind]}) ${mb(heap.median.byKind[kind])}`,
    );
    const totals = heap.runs.map((run) => megabytes(run.total).toFixed(1)).join(', ');
    console.log(
      `${kinds.join(', ')}; page + workers ${mb(heap.median.total)} ` +
        `(target ≤ ${HEAP_TARGET_MB} MB; runs: ${totals} MB)`,
    );
  }
  if (sections.includes('wire')) {
    console.log('\n## Client: bytes on the wire (home page, service worker included)');
    const wire = await withServer(SYNC_SIZE, (url) =>
      wireBytes(url, { meals: SYNC_SIZE.meals, reviews: SYNC_SIZE.reviews }),
    );
    console.log(
      `first visit ${wire.firstKiB.toFixed(0)} KiB: JavaScript ${wire.firstJsKiB.toFixed(0)} KiB, ` +
        `replication ${wire.firstDataKiB.toFixed(0)} KiB; warm visit ${wire.warmKiB.toFixed(0)} KiB`,
    );
  }
  if (sections.includes('live')) {
    console.log('\n## Client: a change reaching connected clients (write answered → document)');
    await withServer(SYNC_SIZE, async (url, manifest) => {
      for (const clients of [50, 500]) await liveLatency(url, clients, manifest.residents[0]);
    });
  }
  if (sections.includes('lighthouse')) {
    console.log(
      '\n## Client: Lighthouse, mobile (simulated slow 4G, 4× CPU slowdown), demo data, ' +
        `median of 3 runs; load average ${loadavg()[0]!.toFixed(1)} at the start`,
    );
    printLighthouse(
      await withDemoServer(async (url) => lighthouseMedians(url, await publicPages(url), 3)),
    );
    console.log(`load average ${loadavg()[0]!.toFixed(1)} at the end`);
  }
  if (sections.includes('upcoming-dialog')) {
    console.log('\n## Client: the Upcoming Meals dialog opening on a phone (4× CPU slowdown)');
    const dialog = await withDemoServer((url) => upcomingDialog(url, 3));
    console.log(
      `longest task ${dialog.longestTaskMs.toFixed(0)} ms (median of 3 runs), ` +
        `${dialog.longTasks} tasks over 50 ms, card on screen after ${dialog.openMs.toFixed(0)} ms`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sections = process.argv.slice(2);
  benchClient(sections.length ? sections : undefined).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
