import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once, then at most once per interval with the last arguments', () => {
    const calls: number[] = [];
    const run = throttle((n: number) => calls.push(n), 150);
    run(1);
    run(2);
    run(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(150);
    expect(calls).toEqual([1, 3]);
    vi.advanceTimersByTime(200);
    run(4);
    expect(calls).toEqual([1, 3, 4]);
  });

  it('can be cancelled', () => {
    const calls: number[] = [];
    const run = throttle((n: number) => calls.push(n), 150);
    run(1);
    run(2);
    run.cancel();
    vi.advanceTimersByTime(300);
    expect(calls).toEqual([1]);
  });
});
