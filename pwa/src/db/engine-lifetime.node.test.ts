// The engine's worker ends itself a grace period after its last tab has gone, and not while a
// tab lives or a page that has just connected may still send its lease.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { engineLifetime } from './engine-lifetime';

const GRACE = 10_000;
const UNLEASED = 60_000;
let ended: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  vi.useFakeTimers();
  ended = vi.fn<() => void>();
});
afterEach(() => {
  vi.useRealTimers();
});

const lifetime = () => engineLifetime(ended, { graceMs: GRACE, unleasedMs: UNLEASED });

it('ends a grace period after the last tab has gone, not before', () => {
  const engine = lifetime();
  const first = engine.connected();
  const second = engine.connected();
  first.leased();
  second.leased();
  first.gone();
  vi.advanceTimersByTime(GRACE * 2);
  expect(ended).not.toHaveBeenCalled();
  second.gone();
  vi.advanceTimersByTime(GRACE - 1);
  expect(ended).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(ended).toHaveBeenCalledTimes(1);
});

it('a page that connects within the grace period keeps it running (a reload)', () => {
  const engine = lifetime();
  const before = engine.connected();
  before.leased();
  before.gone();
  vi.advanceTimersByTime(GRACE / 2);
  const after = engine.connected();
  vi.advanceTimersByTime(GRACE);
  after.leased();
  vi.advanceTimersByTime(UNLEASED * 2);
  expect(ended).not.toHaveBeenCalled();
  after.gone();
  vi.advanceTimersByTime(GRACE);
  expect(ended).toHaveBeenCalledTimes(1);
});

it('a connection that never sends its lease counts only for a while', () => {
  const engine = lifetime();
  engine.connected();
  vi.advanceTimersByTime(UNLEASED - 1);
  expect(ended).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1 + GRACE);
  expect(ended).toHaveBeenCalledTimes(1);
});

it('a lease that arrives late still counts its tab', () => {
  const engine = lifetime();
  const slow = engine.connected();
  vi.advanceTimersByTime(UNLEASED + GRACE / 2);
  slow.leased();
  vi.advanceTimersByTime(GRACE * 3);
  expect(ended).not.toHaveBeenCalled();
  slow.gone();
  slow.gone();
  vi.advanceTimersByTime(GRACE);
  expect(ended).toHaveBeenCalledTimes(1);
});
