// npm run bench: figures, never pass/fail. It takes the cached data set (bench/dataset; generated
// on the first run), copies it to a fresh folder, starts the compiled server on it as its own
// process, and runs each section (one module each) against it; load comes from autocannon in
// child processes. Options (environment): BENCH_DURATION (seconds per figure, default 10),
// BENCH_WARMUP (1), BENCH_CONNECTIONS (100), BENCH_SIZE=small (a quick data set),
// BENCH_SECTIONS (comma-separated titles to run, `client` for every browser section or the name
// of one, such as `heap`; default all), BENCH_POSTGRES=off (skip the public reads, and the read
// cache on and off, again on PostgreSQL, the same data copied into a throwaway cluster).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { benchClient, CLIENT_SECTIONS } from './client/run-client';
import { copyToPostgres } from './dataset/copy-to-postgres';
import { freshDataDir, CACHE_DIR } from './dataset/dataset-cache';
import { FULL_SIZE, type DatasetSize } from './dataset/make-dataset';
import { envNumber, Report, type BenchContext, type BenchSection } from './harness/context';
import { withViteModule } from './harness/vite-import';
import { rssMiB, startServerProcess } from './harness/processes';
import { bundleSize } from './sections/bundle-size.bench';
import { logsAndMetrics } from './sections/logs-metrics.bench';
import { publicReads } from './sections/public-reads.bench';
import { readCacheOnOff } from './sections/read-cache-on-off.bench';
import { writes } from './sections/writes.bench';

/**
 * In-process RxDB figures (memory and fake-indexeddb storage), until Chromium sections replace
 * them: the PWA's code, loaded through Vite when it runs.
 */
const clientSync: BenchSection = {
  title: 'Client sync (in-process)',
  run: () =>
    withViteModule<typeof import('./sections/client-sync.bench'), void>(
      new URL('./sections/client-sync.bench.ts', import.meta.url),
      (section) => section.benchSync(),
    ),
};

/** Sections run in this order; each is its own module. */
const SECTIONS: BenchSection[] = [
  publicReads,
  readCacheOnOff,
  logsAndMetrics,
  writes,
  clientSync,
  bundleSize,
];
/** Sections run again on PostgreSQL (unless BENCH_POSTGRES=off). */
const ON_POSTGRES: BenchSection[] = [publicReads, readCacheOnOff];

const SMALL = { meals: 1_000, reviews: 10_000, residents: 100 };

async function main(): Promise<void> {
  const size = process.env.BENCH_SIZE === 'small' ? SMALL : FULL_SIZE;
  const wanted = process.env.BENCH_SECTIONS?.split(',').map((title) => title.trim().toLowerCase());
  const sections = SECTIONS.filter(
    (section) => !wanted || wanted.includes(section.title.toLowerCase()),
  );
  // The client sections (bench/client: Chromium sync, heap and wire bytes, the live channel at 50
  // and 500 clients, Lighthouse) start servers of their own: `client` runs them all, a section's
  // name runs it alone.
  const clientSections =
    !wanted || wanted.includes('client')
      ? CLIENT_SECTIONS
      : CLIENT_SECTIONS.filter((name) => wanted.includes(name));
  console.log(`# Hostel Meals benchmarks, ${new Date().toISOString()}`);
  console.log(
    `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ` +
      `${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM`,
  );
  if (sections.length > 0) await serverSections(sections, size);
  if (clientSections.length > 0) await benchClient(clientSections);
}

/** The server sections, on one server over a fresh copy of the data set (and on PostgreSQL). */
async function serverSections(sections: BenchSection[], size: DatasetSize): Promise<void> {
  const data = await freshDataDir(size);
  const workDir = mkdtempSync(path.join(tmpdir(), 'hostel-bench-work-'));
  const server = await startServerProcess(data.dataDir);
  const report = new Report();
  const context: BenchContext = {
    server,
    dataDir: data.dataDir,
    manifest: data.manifest,
    options: {
      connections: envNumber('BENCH_CONNECTIONS', 100),
      durationSeconds: envNumber('BENCH_DURATION', 10),
      warmupSeconds: envNumber('BENCH_WARMUP', 1),
    },
    workDir,
    report,
  };
  console.log(`Data set: ${JSON.stringify(data.manifest.counts)}`);
  const before = rssMiB(server.pid);
  try {
    for (const section of sections) {
      console.log(`\n## ${section.title}`);
      await section.run(context);
    }
    const after = rssMiB(server.pid);
    const memory = report.table('Server memory (RSS)', ['when', 'RSS']);
    memory({ when: 'after start', RSS: `${before.toFixed(0)} MiB` });
    memory({ when: 'after the sections', RSS: `${after.toFixed(0)} MiB` });
    writeFileSync(
      path.join(CACHE_DIR, 'last-run.json'),
      JSON.stringify({ at: new Date().toISOString(), size, tables: report.tables }, null, 2),
    );
    await server.stop();
    const again = sections.filter((section) => ON_POSTGRES.includes(section));
    if (process.env.BENCH_POSTGRES !== 'off' && again.length > 0) {
      await onPostgres(context, again);
    }
  } finally {
    await server.stop();
    data.cleanup();
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** Sections again, on PostgreSQL with the same rows (one instance, the same machine). */
async function onPostgres(context: BenchContext, sections: BenchSection[]): Promise<void> {
  const postgres = await copyToPostgres(context.dataDir);
  try {
    const serverEnv = { DATABASE_URL: postgres.databaseUrl };
    const server = await startServerProcess(context.dataDir, serverEnv);
    try {
      for (const section of sections) {
        console.log(`\n## ${section.title} on PostgreSQL`);
        await section.run({ ...context, server, serverEnv, databaseLabel: ' on PostgreSQL' });
      }
    } finally {
      await server.stop();
    }
  } finally {
    await postgres.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
