import { describe, expect, it } from 'vitest';
import { reachedTrigger } from './use-scroll-trigger';

describe('the all-meals scroll trigger (80% of the list)', () => {
  it.each([
    // list top, list height, viewport height, expected
    [0, 1000, 800, true],
    [0, 1000, 799, false],
    [-500, 1000, 300, true],
    [-500, 1000, 299, false],
    [100, 200, 800, true],
  ])('top %i, height %i, viewport %i -> %s', (top, height, viewport, expected) =>
    expect(reachedTrigger({ top, height }, viewport)).toBe(expected),
  );
});
