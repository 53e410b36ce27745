// Two builds of the server side by side, loaded in alternation (A, B, B, A per figure), each its
// own process on its own copy of the same data set, with two bare node:http baselines beside
// them (the server's bytes, headers included; and the body with only Content-Type and
// Content-Length, the older baseline): a before/after that the machine's changing load weighs on
// alike. Figures: req/s, p99 and each
// process's CPU time per answer, for a cached read, /healthz and likes by 50 signed-in residents.
//   npx tsx bench/micro/ab-servers.ts <other build's main.mjs, inside the repo> [seconds=4]
// (the second build is `npm start`'s, compiled when stale).
// BENCH_AB_OTHER_DATA=<folder>: the other build's own copy of the data set, when it predates a
// migration of this one (a data set folder of bench/.cache made by that build's code).
// BENCH_AB_ENV="NAME=value,…": both servers' extra environment (e.g. READ_CACHE=off).
// BENCH_AB_PATHS="path,…": figures of these reads instead; `fresh:search` and `fresh:offset` ask
// a new search word or offset each request (the public reads' cache-proof figures).
// BENCH_AB_POSTGRES=on: each server on PostgreSQL instead, its data set copied into a throwaway
// cluster of its own (bench/dataset/copy-to-postgres.ts, as `npm run bench`'s second pass).
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { copyToPostgres } from '../dataset/copy-to-postgres';
import { freshDataDir } from '../dataset/dataset-cache';
import { runLoad, type FreshQueries, type LoadSpec } from '../harness/load';
import {
  cpuMs,
  rawGet,
  startBareProcess,
  startServerProcess,
  type RecordedAnswer,
  type RunningProcess,
} from '../harness/processes';
import { signIn } from '../sections/writes.bench';

const OTHER = path.resolve(process.argv[2] ?? '');
const SECONDS = Number(process.argv[3] ?? 4);

/** BENCH_SIZE=small: the quick data set of `npm run bench`'s. */
const SIZE =
  process.env.BENCH_SIZE === 'small'
    ? { meals: 1_000, reviews: 10_000, residents: 100 }
    : undefined;

const EXTRA_ENV = Object.fromEntries(
  (process.env.BENCH_AB_ENV ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
const PATHS = process.env.BENCH_AB_PATHS?.split(',').filter(Boolean);

async function start(entry: string | undefined, ownData?: string) {
  const data = await freshDataDir(SIZE);
  if (ownData) {
    rmSync(data.dataDir, { recursive: true, force: true });
    cpSync(ownData, data.dataDir, { recursive: true });
  }
  if (entry) process.env.BENCH_SERVER_ENTRY = entry;
  else delete process.env.BENCH_SERVER_ENTRY;
  const postgres =
    process.env.BENCH_AB_POSTGRES === 'on' ? await copyToPostgres(data.dataDir) : undefined;
  // Builds from before the structured log had a request log of their own: off, as the bench ran
  // them (the current build ignores the variable and logs as deployed, LOG_LEVEL=info).
  const server = await startServerProcess(data.dataDir, {
    LOG_REQUESTS: 'false',
    ...(postgres ? { DATABASE_URL: postgres.databaseUrl } : {}),
    ...EXTRA_ENV,
  });
  const cleanup = async () => {
    await server.stop();
    await postgres?.stop();
    data.cleanup();
  };
  return { server, data, cleanup };
}

async function measure(side: RunningProcess, spec: Omit<LoadSpec, 'url' | 'durationSeconds'>) {
  const before = cpuMs(side.pid);
  const figures = await runLoad({ ...spec, url: side.url, durationSeconds: SECONDS / 2 });
  return { ...figures, cpuMs: cpuMs(side.pid) - before };
}

async function main(): Promise<void> {
  const a = await start(OTHER, process.env.BENCH_AB_OTHER_DATA);
  const b = await start(undefined);
  const { manifest } = a.data;
  const sides = { before: a.server, after: b.server };
  const page = '/api/all-meals?page=0';
  const answers: Record<string, RecordedAnswer> = {};
  const plainPaths = PATHS?.filter((p) => !p.startsWith('fresh:')) ?? [];
  for (const p of [page, '/healthz', ...plainPaths]) {
    await rawGet(`${b.server.url}${p}`); // the second answer is the cache hit the load gets
    answers[p] = await rawGet(`${b.server.url}${p}`);
  }
  const bare = await startBareProcess(answers, a.data.dataDir);
  const bareBody = await startBareProcess(answers, a.data.dataDir, { headers: 'minimal' });
  const emails = manifest.residents.slice(0, 50);
  const cookies: Record<string, string[]> = { before: [], after: [] };
  for (const [name, side] of Object.entries(sides)) {
    for (const email of emails) cookies[name]!.push(await signIn(side.url, email));
  }
  console.log(`| figure | side | req/s | p99 | CPU per answer |\n|---|---|---|---|---|`);
  try {
    type Figure = [string, { connections: number; paths?: string[]; fresh?: FreshQueries }];
    const figures: Figure[] = PATHS
      ? PATHS.map((p): Figure => {
          if (!p.startsWith('fresh:')) return [p, { connections: 100, paths: [p] }];
          const kind = p.slice('fresh:'.length) as FreshQueries['kind'];
          return [p, { connections: 100, fresh: { kind, meals: manifest.counts.meals } }];
        })
      : [
          [`${page} (cached)`, { connections: 100, paths: [page] }],
          ['/healthz', { connections: 100, paths: ['/healthz'] }],
          ['likes, 50 residents', { connections: 50 }],
        ];
    for (const [label, spec] of figures) {
      const order: [string, RunningProcess][] = [
        ['before', sides.before],
        ['after', sides.after],
        ...(!spec.paths
          ? []
          : ([
              ['bare', bare],
              ['bare, body only', bareBody],
            ] as [string, RunningProcess][])),
      ];
      const totals = new Map<string, { rps: number; p99: number; cpu: number; n: number }>();
      for (const round of [order, [...order].reverse()]) {
        for (const [name, side] of round) {
          const writes = label.startsWith('likes')
            ? {
                kind: 'likes' as const,
                cookies: cookies[name]!,
                emails,
                mealIds: manifest.sampleMealIds,
              }
            : undefined;
          const figures = await measure(side, { ...spec, writes });
          const total = totals.get(name) ?? { rps: 0, p99: 0, cpu: 0, n: 0 };
          total.rps += figures.rps / 2;
          total.p99 = Math.max(total.p99, figures.p99);
          total.cpu += figures.cpuMs;
          total.n += figures.requests;
          totals.set(name, total);
        }
      }
      for (const [name, total] of totals) {
        const micros = (total.cpu * 1000) / Math.max(1, total.n);
        console.log(
          `| ${label} | ${name} | ${Math.round(total.rps)} | ${total.p99} ms | ${micros.toFixed(0)} µs |`,
        );
      }
    }
  } finally {
    await bare.stop();
    await bareBody.stop();
    for (const side of [a, b]) await side.cleanup();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
