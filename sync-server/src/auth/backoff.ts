// Exponential backoff over rate-limiter-flexible: each key (an address, an account, a device)
// gets `free` failures; every failure past that blocks the key for base × 2^(n-1) seconds, up to
// `maxSeconds`. Failures are forgotten when their window of `windowSeconds` ends, or on success.
// The limiters come from a factory, so the in-memory store can be swapped for RateLimiterRedis
// (same options plus `storeClient`) when several instances share the counts.
//
// Time is the injected clock's (deps.clock): a block is stored as the clock time it ends at, and
// failures are counted per clock window (fixed windows, the window's number in the key). The
// store's own expiry only clears old entries. So tests move the clock instead of waiting.
//
// Parallel attempts: with a shared store, "read the block, then count" lets every one
// of a burst read "no block" before the first one's block is written (12 of 12 guesses got
// checked across two instances). So an attempt is counted first, with the store's atomic
// increment, and one past the free ones must also win the key's single slot (an atomic consume of
// one point) and then still find no block before it is checked; the others of the burst are
// refused and their counts taken back. The slot is let go once the block is written.
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { systemClock, type Clock } from '../domain/hostel/clock';

export type BackoffPolicy = {
  free: number;
  baseSeconds: number;
  maxSeconds: number;
  windowSeconds: number;
};

export type LimiterFactory = (options: {
  keyPrefix: string;
  points: number;
  duration: number;
}) => RateLimiterAbstract;

/** An attempt counted up-front: `allowed` false means refused (wait `waitMs`, then try again). */
export type Counted = {
  key: string;
  window: string;
  over: number;
  allowed: boolean;
  waitMs: number;
};

export const memoryLimiters: LimiterFactory = (options) => new RateLimiterMemory(options);

/** How long a slot may be held if its holder never lets it go (a crash between count and commit). */
const SLOT_SECONDS = 5;

export class Backoff {
  private readonly failures: RateLimiterAbstract;
  private readonly blockedUntil: RateLimiterAbstract;
  private readonly slots: RateLimiterAbstract;

  constructor(
    name: string,
    private readonly policy: BackoffPolicy,
    factory: LimiterFactory = memoryLimiters,
    private readonly clock: Clock = systemClock,
  ) {
    this.failures = factory({
      keyPrefix: `${name}-failures`,
      points: Number.MAX_SAFE_INTEGER,
      duration: policy.windowSeconds,
    });
    this.blockedUntil = factory({
      keyPrefix: `${name}-until`,
      points: Number.MAX_SAFE_INTEGER,
      duration: policy.maxSeconds,
    });
    this.slots = factory({ keyPrefix: `${name}-slots`, points: 1, duration: SLOT_SECONDS });
  }

  /** The failure counter's key for `key` in the clock's current window. */
  private windowKey(key: string): string {
    return `${key}:${Math.floor(this.clock.now() / (this.policy.windowSeconds * 1000))}`;
  }

  /** Milliseconds until `key` may try again (0: now). */
  async waitMs(key: string): Promise<number> {
    const block = await this.blockedUntil.get(key);
    return block ? Math.max(block.consumedPoints - this.clock.now(), 0) : 0;
  }

  /**
   * Counts an attempt up-front (atomically: parallel attempts see each other's counts). Past the
   * free ones, only the attempt that wins the key's slot, and then finds no block, is allowed; the
   * slot lasts until `commit` has written the block.
   */
  async count(key: string): Promise<Counted> {
    const window = this.windowKey(key);
    const counted = await this.failures.penalty(window, 1);
    const over = counted.consumedPoints - this.policy.free;
    if (over <= 0) return { key, window, over, allowed: true, waitMs: 0 };
    try {
      await this.slots.consume(key, 1);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      return { key, window, over, allowed: false, waitMs: Math.max(error.msBeforeNext, 1) };
    }
    // Won the slot after another attempt of the burst wrote its block and let the slot go.
    const waitMs = await this.waitMs(key);
    if (waitMs > 0) {
      await this.slots.delete(key);
      return { key, window, over, allowed: false, waitMs };
    }
    return { key, window, over, allowed: true, waitMs: 0 };
  }

  /** The attempt goes ahead: past the free ones, the key is blocked for the doubled delay. */
  async commit(counted: Counted): Promise<void> {
    if (counted.over <= 0) return;
    const seconds = Math.min(
      this.policy.baseSeconds * 2 ** (counted.over - 1),
      this.policy.maxSeconds,
    );
    const until = this.clock.now() + seconds * 1000;
    await this.blockedUntil.set(counted.key, until, this.policy.maxSeconds);
    await this.slots.delete(counted.key);
  }

  /** The attempt was refused (here or by another key): its count and any slot it won go back. */
  async withdraw(counted: Counted): Promise<void> {
    await this.failures.reward(counted.window, 1);
    if (counted.allowed && counted.over > 0) await this.slots.delete(counted.key);
  }

  /**
   * One key alone: milliseconds to wait (the attempt is not counted), or 0 when it was counted
   * and may be checked (the failure stays counted unless `reset` or `takeBack` follows).
   */
  async attempt(key: string): Promise<number> {
    const waitMs = await this.waitMs(key);
    if (waitMs > 0) return waitMs;
    const counted = await this.count(key);
    if (!counted.allowed) {
      await this.withdraw(counted);
      return counted.waitMs;
    }
    await this.commit(counted);
    return 0;
  }

  /** Takes back one failure counted up-front (the attempt succeeded). */
  async takeBack(key: string): Promise<void> {
    await this.failures.reward(this.windowKey(key), 1);
  }

  async reset(key: string): Promise<void> {
    await Promise.all([
      this.failures.delete(this.windowKey(key)),
      this.blockedUntil.delete(key),
      this.slots.delete(key),
    ]);
  }
}
