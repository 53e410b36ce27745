// Summing targets' heaps by kind and picking the median run.
import { describe, expect, it } from 'vitest';
import { heapByKind, isTargetKind, medianRun, type HeapFigures } from './heap-by-kind';

const MiB = 2 ** 20;

describe('heapByKind', () => {
  it('sums each kind and totals every target', () => {
    const figures = heapByKind([
      { kind: 'page', url: 'http://app/', usedBytes: 40 * MiB },
      { kind: 'shared_worker', url: 'http://app/storage.js', usedBytes: 70 * MiB },
      { kind: 'service_worker', url: 'http://app/sw.js', usedBytes: 2 * MiB },
      { kind: 'worker', url: 'http://app/a.js', usedBytes: 1 * MiB },
      { kind: 'worker', url: 'http://app/b.js', usedBytes: 3 * MiB },
    ]);
    expect(figures.byKind).toEqual({
      page: 40 * MiB,
      shared_worker: 70 * MiB,
      worker: 4 * MiB,
      service_worker: 2 * MiB,
    });
    expect(figures.targets).toEqual({ page: 1, shared_worker: 1, worker: 2, service_worker: 1 });
    expect(figures.total).toBe(116 * MiB);
  });

  it('answers 0 for a kind the run did not have', () => {
    expect(heapByKind([])).toEqual({
      byKind: { page: 0, shared_worker: 0, worker: 0, service_worker: 0 },
      targets: { page: 0, shared_worker: 0, worker: 0, service_worker: 0 },
      total: 0,
    });
  });
});

describe('isTargetKind', () => {
  it.each([
    ['page', true],
    ['shared_worker', true],
    ['worker', true],
    ['service_worker', true],
    ['browser', false],
    ['iframe', false],
    ['tab', false],
  ])('%s → %s', (type, expected) => {
    expect(isTargetKind(type)).toBe(expected);
  });
});

describe('medianRun', () => {
  const run = (page: number, worker: number): HeapFigures => ({
    byKind: { page, shared_worker: worker, worker: 0, service_worker: 0 },
    targets: { page: 1, shared_worker: 1, worker: 0, service_worker: 0 },
    total: page + worker,
  });

  it('answers the whole run whose total is the median', () => {
    const runs = [run(50, 80), run(40, 70), run(45, 90)];
    expect(medianRun(runs)).toBe(runs[0]);
  });

  it('takes the lower middle run of an even count', () => {
    const runs = [run(50, 80), run(40, 70)];
    expect(medianRun(runs)).toBe(runs[1]);
  });

  it('refuses no runs', () => {
    expect(() => medianRun([])).toThrow('no heap runs');
  });
});
