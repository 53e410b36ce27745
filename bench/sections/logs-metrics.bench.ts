// Logs and metrics cost: the same server build twice on the same data, as deployed (one JSON
// request line per answer on stdout at LOG_LEVEL=info, the request histogram and counters) and
// with the request log off (LOG_LEVEL=silent; the metrics cannot be turned off and stay on in
// both), load interleaved on both as in the public reads. The ratio is what the request log
// costs a read; the public reads section (run against the logging server) shows both together
// against bare node:http. Both servers are started for this section, so they have answered the
// same requests: the run's own server has been through the other sections (its read cache full
// of one-off queries, a larger heap), which weighed on its side alone when it was compared. Both
// are warmed up alike first.
import type { BenchSection } from '../harness/context';
import { runLoad } from '../harness/load';
import { startServerProcess } from '../harness/processes';
import { measurePair, readsOf } from './public-reads.bench';

/** Two cached reads (a large answer and a small one), a per-id read and the liveness probe. */
const MEASURED = [
  '/api/all-meals-home',
  '/api/all-meals page 0',
  '/api/meal/{id} (100 ids)',
  '/healthz',
];

/** Seconds of load each fresh server gets on each measured read before the figures. */
const WARM_UP_SECONDS = 2;

export const logsAndMetrics: BenchSection = {
  title: 'Logs and metrics',
  run: async (context) => {
    const reads = readsOf(context.manifest).filter((read) => MEASURED.includes(read.label));
    const logged = await startServerProcess(context.dataDir, { ...context.serverEnv });
    const quiet = await startServerProcess(context.dataDir, {
      ...context.serverEnv,
      LOG_LEVEL: 'silent',
    });
    const { connections, durationSeconds } = context.options;
    /** Both servers compile every measured read's path before the first figure, not during it. */
    const warmUp = async (url: string) => {
      for (const read of reads) {
        await runLoad({ url, paths: read.paths, connections, durationSeconds: WARM_UP_SECONDS });
      }
    };
    const row = context.report.table(
      `Logs and metrics cost: ${connections} connections, ${durationSeconds} s each, LOG_LEVEL=info against silent`,
      [
        'answer',
        'logged req/s',
        'logged p99',
        'silent req/s',
        'silent p99',
        'ratio',
        'CPU/answer',
        'silent CPU/answer',
        'µs per line',
      ],
    );
    try {
      await warmUp(logged.url);
      await warmUp(quiet.url);
      for (const read of reads) {
        // Warm both caches first (the load gets hits, as in the public reads).
        for (const base of [logged.url, quiet.url]) {
          for (const path of read.paths) await (await fetch(`${base}${path}`)).arrayBuffer();
        }
        const { server, bare, cpu } = await measurePair(context, logged, quiet, read.paths);
        row({
          answer: `\`${read.label}\``,
          'logged req/s': Math.round(server.rps),
          'logged p99': `${server.p99.toFixed(1)} ms`,
          'silent req/s': Math.round(bare.rps),
          'silent p99': `${bare.p99.toFixed(1)} ms`,
          ratio: (server.rps / bare.rps).toFixed(2),
          'CPU/answer': `${cpu.server.toFixed(0)} µs`,
          'silent CPU/answer': `${cpu.bare.toFixed(0)} µs`,
          'µs per line': (cpu.server - cpu.bare).toFixed(0),
        });
      }
    } finally {
      await logged.stop();
      await quiet.stop();
    }
  },
};
