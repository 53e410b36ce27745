// The used JavaScript heap of a browser's targets, summed by kind (page, shared worker, dedicated
// worker, service worker), and the median of several runs.

/** The kinds of JavaScript target a client of the app runs, as the DevTools protocol names them. */
export const TARGET_KINDS = ['page', 'shared_worker', 'worker', 'service_worker'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

export const KIND_LABELS: Record<TargetKind, string> = {
  page: 'page',
  shared_worker: 'shared worker',
  worker: 'dedicated workers',
  service_worker: 'service worker',
};

/** One target's used heap after a garbage collection (Runtime.getHeapUsage's usedSize). */
export type HeapSample = { kind: TargetKind; url: string; usedBytes: number };

/** Bytes and targets per kind (0 where the run had none), and the total of every target. */
export type HeapFigures = {
  byKind: Record<TargetKind, number>;
  targets: Record<TargetKind, number>;
  total: number;
};

export function isTargetKind(type: string): type is TargetKind {
  return (TARGET_KINDS as readonly string[]).includes(type);
}

const zeroes = () =>
  Object.fromEntries(TARGET_KINDS.map((kind) => [kind, 0])) as Record<TargetKind, number>;

export function heapByKind(samples: HeapSample[]): HeapFigures {
  const byKind = zeroes();
  const targets = zeroes();
  for (const sample of samples) {
    byKind[sample.kind] += sample.usedBytes;
    targets[sample.kind] += 1;
  }
  return { byKind, targets, total: samples.reduce((sum, sample) => sum + sample.usedBytes, 0) };
}

/**
 * The run whose total is the median (the lower one of an even count), whole: its kinds add up to
 * its total, which medians taken kind by kind would not.
 */
export function medianRun(runs: HeapFigures[]): HeapFigures {
  if (runs.length === 0) throw new Error('no heap runs');
  const sorted = [...runs].sort((a, b) => a.total - b.total);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Megabytes of 1,000,000 bytes, the unit of the heap target. */
export const megabytes = (bytes: number) => bytes / 1e6;
