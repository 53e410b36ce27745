// A CPU profile of the server under load, taken the README's way: the compiled server on a fresh
// copy of the full data set, loaded by autocannon from its own process, and Linux `perf` sampling
// the server's CPU time (every thread, kernel included: unlike `node --cpu-prof`, which samples
// wall time, a busy machine does not move time into the system calls where the process was
// preempted). Prints the server's CPU per answer; read the profile with `perf report`.
//   npx tsx bench/micro/server-profile.ts [paths=/healthz] [seconds=8] [out=/tmp/server.perf]
// `paths`: comma-separated, or `fresh:search` / `fresh:offset` (a new query each request).
// BENCH_PROFILE_AGE=<seconds>: first load the server that long with each kind of one-off query
// (the read cache fills as it does in the public reads' cache-proof rows).
// BENCH_PROFILE_ENV="NAME=value,…": the server's extra environment (e.g. LOG_LEVEL=silent).
//   perf report -i /tmp/server.perf --no-children --sort sym
import { spawn } from 'node:child_process';
import { freshDataDir } from '../dataset/dataset-cache';
import { runLoad, type LoadSpec } from '../harness/load';
import { cpuMs, startServerProcess } from '../harness/processes';

const PATHS = (process.argv[2] ?? '/healthz').split(',');
const SECONDS = Number(process.argv[3] ?? 8);
const OUT = process.argv[4] ?? '/tmp/server.perf';
const AGE_SECONDS = Number(process.env.BENCH_PROFILE_AGE ?? 0);
const ENV = Object.fromEntries(
  (process.env.BENCH_PROFILE_ENV ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);

async function main(): Promise<void> {
  const data = await freshDataDir();
  // JIT-compiled functions named in the profile (perf reads /tmp/perf-<pid>.map).
  process.env.BENCH_SERVER_NODE_ARGS = '--perf-basic-prof-only-functions';
  const server = await startServerProcess(data.dataDir, ENV);
  try {
    const meals = data.manifest.counts.meals;
    for (const kind of AGE_SECONDS > 0 ? (['search', 'offset'] as const) : []) {
      await runLoad({
        url: server.url,
        fresh: { kind, meals },
        connections: 100,
        durationSeconds: AGE_SECONDS,
      });
    }
    const fresh = PATHS[0]!.startsWith('fresh:')
      ? { kind: PATHS[0]!.slice('fresh:'.length) as 'search' | 'offset', meals }
      : undefined;
    const spec: Omit<LoadSpec, 'durationSeconds'> = fresh
      ? { url: server.url, fresh, connections: 100 }
      : { url: server.url, paths: PATHS, connections: 100 };
    await runLoad({ ...spec, durationSeconds: 2 }); // warm-up: the hot paths compiled
    const perf = spawn(
      'perf',
      ['record', '-e', 'cpu-clock', '-F', '2000', '-g', '-p', String(server.pid), '-o', OUT],
      { stdio: 'ignore' },
    );
    const before = cpuMs(server.pid);
    const figures = await runLoad({ ...spec, durationSeconds: SECONDS });
    const used = cpuMs(server.pid) - before;
    perf.kill('SIGINT');
    await new Promise((resolve) => perf.once('exit', resolve));
    console.log(
      `${PATHS.join(',')}: ${Math.round(figures.rps)} req/s, p99 ${figures.p99} ms, ` +
        `${((used * 1000) / figures.requests).toFixed(0)} µs of CPU an answer; profile in ${OUT}`,
    );
  } finally {
    await server.stop();
    data.cleanup();
  }
}

void main();
