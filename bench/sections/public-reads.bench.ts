// Public reads under load: each answer of the read path against the bare node:http process that
// answers the same bytes, 100 connections (by default) for ~10 s each, figures side by side.
// Answers that depend on an id rotate over 100 ids spread through the table (the bare process
// knows each of those answers), so a cache cannot make one hot row look like the whole table.
// The cache-proof reads ask something new on every request (a random 4–6 letter search word, a
// random offset of /all-meals, a random one of every meal id): no cache has seen it, so they
// measure the indexes; the bare process answers them with the bytes of one such answer.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DatasetManifest } from '../dataset/make-dataset';
import type { BenchContext, BenchSection } from '../harness/context';
import { runLoad, type FreshQueries, type LoadFigures } from '../harness/load';
import {
  cpuMs,
  rawGet,
  startBareProcess,
  type RecordedAnswer,
  type RunningProcess,
} from '../harness/processes';

export type Read = { label: string; paths: string[]; fresh?: FreshQueries };

/** The cache-proof reads; `paths[0]` is the sample the bare process answers them with. */
function freshReadsOf(manifest: DatasetManifest, mealIdsFile: string): Read[] {
  const meals = manifest.counts.meals!;
  return [
    {
      label: '/api/all-meals?search=<a new 4–6 letter word each request> (cache-proof)',
      paths: ['/api/all-meals?search=qzvkx&page=0'],
      fresh: { kind: 'search' },
    },
    {
      label: '/api/all-meals?page=<a random offset each request> (cache-proof)',
      paths: [`/api/all-meals?page=${Math.floor(meals / 8) * 4}`],
      fresh: { kind: 'offset', meals },
    },
    {
      label: `/api/meal/{id}, a random one of ${meals} ids each request (cache-proof)`,
      paths: [`/api/meal/${manifest.sampleMealIds[1]}`],
      fresh: { kind: 'meal', mealIdsFile },
    },
  ];
}

/** The bare process's key for a cache-proof read: every URL of its kind. */
const prefixOf = (fresh: FreshQueries) =>
  ({ search: '/api/all-meals?search=*', offset: '/api/all-meals?page=*', meal: '/api/meal/*' })[
    fresh.kind
  ];

/** Every live meal id, pulled from the server page by page, into a JSON file. */
async function writeMealIds(serverUrl: string, file: string): Promise<void> {
  const ids: string[] = [];
  let checkpoint = '';
  for (;;) {
    const answer = await rawGet(`${serverUrl}/api/sync/meals/pull?batchSize=1000${checkpoint}`);
    const page = JSON.parse(answer.body.toString()) as {
      documents: { _id: string; _deleted: boolean }[];
      checkpoint: { id: string; seq: number } | null;
    };
    ids.push(...page.documents.filter((doc) => !doc._deleted).map((doc) => doc._id));
    if (page.documents.length < 1000 || !page.checkpoint) break;
    checkpoint = `&id=${page.checkpoint.id}&seq=${page.checkpoint.seq}`;
  }
  writeFileSync(file, JSON.stringify(ids));
}

export function readsOf(manifest: DatasetManifest): Read[] {
  const ids = manifest.sampleMealIds;
  const { meals, reviews } = manifest.midCheckpoints;
  const deep = Math.max(0, manifest.counts.meals! - 400);
  const mixed = ids.map(
    (_, index) =>
      `/api/all-meals?search=${['', manifest.searchSome, 'rice', 'egg'][index % 4]}` +
      `&category=${['all', 'breakfast', 'lunch', 'dinner'][(index >> 2) % 4]}` +
      `&sbp=${index % 2 ? 'h2l' : 'l2h'}&page=${(index % 25) * 4}`,
  );
  return [
    {
      label: `/api/all-meals search=${manifest.searchSome} + lunch + h2l`,
      paths: [`/api/all-meals?search=${manifest.searchSome}&category=lunch&sbp=h2l&page=0`],
    },
    { label: '/api/all-meals page 0', paths: ['/api/all-meals?page=0'] },
    { label: `/api/all-meals page=${deep} (deep offset)`, paths: [`/api/all-meals?page=${deep}`] },
    {
      label: `/api/all-meals search=${manifest.searchAll} (every meal)`,
      paths: [`/api/all-meals?search=${manifest.searchAll}&page=0`],
    },
    { label: '/api/all-meals, 100 different queries', paths: mixed },
    { label: '/api/meal/{id} (100 ids)', paths: ids.map((id) => `/api/meal/${id}`) },
    {
      label: '/api/meal-wise-reviews (100 ids)',
      paths: ids.map((id) => `/api/meal-wise-reviews?id=${id}`),
    },
    { label: '/api/all-meals-home', paths: ['/api/all-meals-home'] },
    {
      label: '/api/sync/meals/pull first page (500)',
      paths: ['/api/sync/meals/pull?batchSize=500'],
    },
    {
      label: '/api/sync/meals/pull mid checkpoint (500)',
      paths: [`/api/sync/meals/pull?id=${meals.id}&seq=${meals.seq}&batchSize=500`],
    },
    {
      label: '/api/sync/reviews/pull mid checkpoint (500)',
      paths: [`/api/sync/reviews/pull?id=${reviews.id}&seq=${reviews.seq}&batchSize=500`],
    },
    { label: '/healthz', paths: ['/healthz'] },
  ];
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
export const failures = (figures: LoadFigures) =>
  figures.errors + figures.timeouts + figures.non2xx > 0
    ? `${figures.errors} errors, ${figures.timeouts} time-outs, ${figures.non2xx} non-2xx`
    : '';

/** Both sides of one figure, interleaved server, bare, bare, server (half the time each), so a
 * change in the machine's load during the figure weighs on both sides alike. */
export async function measurePair(
  context: BenchContext,
  server: RunningProcess,
  bare: RunningProcess,
  paths: string[],
  fresh?: FreshQueries,
) {
  const [serverSide, bareSide] = await measureInterleaved(context, [server, bare], paths, fresh);
  return {
    server: serverSide!.figures,
    bare: bareSide!.figures,
    cpu: { server: serverSide!.cpuMicros, bare: bareSide!.cpuMicros },
  };
}

/**
 * One figure of each side, interleaved A, B, …, …, B, A (half the time each pass), so a change in
 * the machine's load during the figure weighs on every side alike; each side's own CPU time per
 * answer, too: unlike req/s, it hardly moves with the load other work puts on the machine.
 */
export async function measureInterleaved(
  context: BenchContext,
  sides: RunningProcess[],
  paths: string[],
  fresh?: FreshQueries,
): Promise<{ figures: LoadFigures; cpuMicros: number }[]> {
  const { connections, durationSeconds, warmupSeconds } = context.options;
  const cpu = new Map(sides.map((side) => [side, { ms: 0, requests: 0 }]));
  const load = async (side: RunningProcess, seconds: number) => {
    const before = cpuMs(side.pid);
    const figures = await runLoad({
      url: side.url,
      connections,
      paths,
      fresh,
      durationSeconds: seconds,
    });
    const used = cpu.get(side)!;
    used.ms += cpuMs(side.pid) - before;
    used.requests += figures.requests;
    return figures;
  };
  for (const side of sides) await load(side, warmupSeconds);
  for (const used of cpu.values()) Object.assign(used, { ms: 0, requests: 0 });
  const half = durationSeconds / 2;
  const first: LoadFigures[] = [];
  for (const side of sides) first.push(await load(side, half));
  const second: LoadFigures[] = [];
  for (const side of [...sides].reverse()) second.unshift(await load(side, half));
  return sides.map((side, index) => ({
    figures: combine(first[index]!, second[index]!),
    cpuMicros: (cpu.get(side)!.ms * 1000) / Math.max(1, cpu.get(side)!.requests),
  }));
}

/** Two halves of a figure: mean rate and median, the worse p99 (percentiles do not average). */
function combine(a: LoadFigures, b: LoadFigures): LoadFigures {
  return {
    rps: (a.rps + b.rps) / 2,
    p50: (a.p50 + b.p50) / 2,
    p99: Math.max(a.p99, b.p99),
    requests: a.requests + b.requests,
    errors: a.errors + b.errors,
    timeouts: a.timeouts + b.timeouts,
    non2xx: a.non2xx + b.non2xx,
    bytesPerSecond: (a.bytesPerSecond + b.bytesPerSecond) / 2,
  };
}

/**
 * Every public read (the repeated ones, then the cache-proof ones) with the answers `server`
 * gives, and the bare process that sends those bytes. Each path is asked twice first: the second
 * answer (a cache hit, `X-Cache: hit`) is the one recorded, and each must answer 200.
 */
export async function publicReadsAgainstBare(
  context: BenchContext,
  server: RunningProcess,
): Promise<{ reads: Read[]; answers: Record<string, RecordedAnswer>; bare: RunningProcess }> {
  const mealIdsFile = path.join(context.workDir, 'meal-ids.json');
  await writeMealIds(server.url, mealIdsFile);
  const reads = [...readsOf(context.manifest), ...freshReadsOf(context.manifest, mealIdsFile)];
  const answers: Record<string, RecordedAnswer> = {};
  for (const path of reads.flatMap((read) => read.paths)) {
    await rawGet(`${server.url}${path}`);
    const answer = await rawGet(`${server.url}${path}`);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    answers[path] = answer;
  }
  for (const read of reads)
    if (read.fresh) answers[prefixOf(read.fresh)] = answers[read.paths[0]!]!;
  // BENCH_BARE_HEADERS=minimal: the older baseline, which sent only Content-Type and
  // Content-Length (harness/processes.ts).
  const bare = await startBareProcess(answers, context.workDir, {
    headers: process.env.BENCH_BARE_HEADERS === 'minimal' ? 'minimal' : 'same',
  });
  return { reads, answers, bare };
}

export const publicReads: BenchSection = {
  title: 'Public reads',
  run: async (context) => {
    const { reads, answers, bare } = await publicReadsAgainstBare(context, context.server);
    const { connections, durationSeconds } = context.options;
    const row = context.report.table(
      `Public reads${context.databaseLabel ?? ''}: ${connections} connections, ${durationSeconds} s each, against bare node:http`,
      [
        'answer',
        'size',
        'req/s',
        'p50',
        'p99',
        'bare req/s',
        'bare p99',
        'ratio',
        'CPU/answer',
        'bare CPU/answer',
        'CPU ratio',
        'failures',
      ],
    );
    try {
      for (const read of reads) {
        const size = read.paths.reduce((sum, path) => sum + answers[path]!.body.length, 0);
        const {
          server,
          bare: baseline,
          cpu,
        } = await measurePair(context, context.server, bare, read.paths, read.fresh);
        row({
          answer: `\`${read.label}\``,
          size: `${(size / read.paths.length / 1024).toFixed(1)} KiB`,
          'req/s': Math.round(server.rps),
          p50: ms(server.p50),
          p99: ms(server.p99),
          'bare req/s': Math.round(baseline.rps),
          'bare p99': ms(baseline.p99),
          ratio: (server.rps / baseline.rps).toFixed(2),
          'CPU/answer': `${cpu.server.toFixed(0)} µs`,
          'bare CPU/answer': `${cpu.bare.toFixed(0)} µs`,
          'CPU ratio': (cpu.bare / cpu.server).toFixed(2),
          failures: failures(server),
        });
      }
    } finally {
      await bare.stop();
    }
  },
};
