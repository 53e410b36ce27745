// Read cache on and off: what the read cache buys now that the indexes answer searches and deep
// pages. Two processes of the same server build on the same data, started the README's way: one
// as deployed (READ_CACHE=on) and one with READ_CACHE=off (every public read answered by its
// route from the database), with the bare node:http process beside them, loaded in alternation
// (on, off, bare, bare, off, on). The rows are the public
// reads section's: the repeated reads and the cache-proof ones (a new search word, a random
// offset, a random meal id each request). Each row says its target from the figures: the
// keep-or-drop rule (docs/decisions/0180-read-cache-kept-only-where-the-bench-needs-it.md) reads
// them on the `off` side.
import type { BenchSection } from '../harness/context';
import { startServerProcess } from '../harness/processes';
import {
  failures,
  measureInterleaved,
  ms,
  publicReadsAgainstBare,
  type Read,
} from './public-reads.bench';

/**
 * The target each row is held to (the rule of
 * docs/decisions/0180-read-cache-kept-only-where-the-bench-needs-it.md).
 */
function targetOf(read: Read): string {
  if (read.label === '/healthz') return '≥ 0.8 of bare';
  if (read.fresh) return '≥ 0.2 of bare, p99 < 50 ms';
  return '≥ 0.4 of bare';
}

const ratio = (a: number, b: number) => (a / b).toFixed(2);

export const readCacheOnOff: BenchSection = {
  title: 'Read cache on and off',
  run: async (context) => {
    const env = context.serverEnv ?? {};
    const on = await startServerProcess(context.dataDir, { ...env, READ_CACHE: 'on' });
    const off = await startServerProcess(context.dataDir, { ...env, READ_CACHE: 'off' });
    const { reads, bare } = await publicReadsAgainstBare(context, on);
    const { connections, durationSeconds } = context.options;
    const row = context.report.table(
      `Read cache on and off${context.databaseLabel ?? ''}: ${connections} connections, ${durationSeconds} s each, READ_CACHE=on and off against bare node:http`,
      [
        'answer',
        'target',
        'on req/s',
        'on p99',
        'off req/s',
        'off p99',
        'bare req/s',
        'bare p99',
        'on/bare',
        'off/bare',
        'on/off',
        'on CPU/answer',
        'off CPU/answer',
        'failures',
      ],
    );
    try {
      for (const read of reads) {
        const [cached, uncached, baseline] = await measureInterleaved(
          context,
          [on, off, bare],
          read.paths,
          read.fresh,
        );
        const failed = [
          ['on', failures(cached!.figures)],
          ['off', failures(uncached!.figures)],
        ].filter(([, said]) => said);
        row({
          answer: `\`${read.label}\``,
          target: targetOf(read),
          'on req/s': Math.round(cached!.figures.rps),
          'on p99': ms(cached!.figures.p99),
          'off req/s': Math.round(uncached!.figures.rps),
          'off p99': ms(uncached!.figures.p99),
          'bare req/s': Math.round(baseline!.figures.rps),
          'bare p99': ms(baseline!.figures.p99),
          'on/bare': ratio(cached!.figures.rps, baseline!.figures.rps),
          'off/bare': ratio(uncached!.figures.rps, baseline!.figures.rps),
          'on/off': ratio(cached!.figures.rps, uncached!.figures.rps),
          'on CPU/answer': `${cached!.cpuMicros.toFixed(0)} µs`,
          'off CPU/answer': `${uncached!.cpuMicros.toFixed(0)} µs`,
          failures: failed.map(([side, said]) => `${side}: ${said}`).join('; '),
        });
      }
    } finally {
      await bare.stop();
      await on.stop();
      await off.stop();
    }
  },
};
