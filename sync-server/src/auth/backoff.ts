// Exponential backoff over rate-limiter-flexible: each key (an address, an account, a device)
// gets `free` failures; every failure past that blocks the key for base × 2^(n-1) seconds, up to
// `maxSeconds`. Failures are forgotten `windowSeconds` after the first one, or on success.
// The two limiters come from a factory, so the in-memory store can be swapped for
// RateLimiterRedis (same options plus `storeClient`) when several instances share the counts.
//
// Parallel attempts: with a shared store, "read the block, then count" lets every one
// of a burst read "no block" before the first one's block is written (12 of 12 guesses got
// checked across two instances). So an attempt is counted first, with the store's atomic
// increment, and one past the free ones must also win the key's single slot (an atomic consume of
// one point) before it is checked; the others of the burst are refused and their counts taken back.
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

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
export type Counted = { key: string; over: number; allowed: boolean; waitMs: number };

export const memoryLimiters: LimiterFactory = (options) => new RateLimiterMemory(options);

export class Backoff {
  private readonly failures: RateLimiterAbstract;
  private readonly blocks: RateLimiterAbstract;

  constructor(
    name: string,
    private readonly policy: BackoffPolicy,
    factory: LimiterFactory = memoryLimiters,
  ) {
    this.failures = factory({
      keyPrefix: `${name}-failures`,
      points: Number.MAX_SAFE_INTEGER,
      duration: policy.windowSeconds,
    });
    this.blocks = factory({ keyPrefix: `${name}-blocks`, points: 1, duration: 1 });
  }

  /** Milliseconds until `key` may try again (0: now). */
  async waitMs(key: string): Promise<number> {
    const block = await this.blocks.get(key);
    return block && block.consumedPoints > 1 ? Math.max(block.msBeforeNext, 0) : 0;
  }

  /**
   * Counts an attempt up-front (atomically: parallel attempts see each other's counts). Past the
   * free ones, only the attempt that wins the key's slot is allowed; the slot lasts until
   * `commit` turns it into the block.
   */
  async count(key: string): Promise<Counted> {
    const counted = await this.failures.penalty(key, 1);
    const over = counted.consumedPoints - this.policy.free;
    if (over <= 0) return { key, over, allowed: true, waitMs: 0 };
    try {
      await this.blocks.consume(key, 1);
      return { key, over, allowed: true, waitMs: 0 };
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      return { key, over, allowed: false, waitMs: Math.max(error.msBeforeNext, 1) };
    }
  }

  /** The attempt goes ahead: past the free ones, the key is blocked for the doubled delay. */
  async commit(counted: Counted): Promise<void> {
    if (counted.over <= 0) return;
    const seconds = Math.min(
      this.policy.baseSeconds * 2 ** (counted.over - 1),
      this.policy.maxSeconds,
    );
    await this.blocks.block(counted.key, seconds);
  }

  /** The attempt was refused (here or by another key): its count and any slot it won go back. */
  async withdraw(counted: Counted): Promise<void> {
    await this.failures.reward(counted.key, 1);
    if (counted.allowed && counted.over > 0) await this.blocks.delete(counted.key);
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
    await this.failures.reward(key, 1);
  }

  async reset(key: string): Promise<void> {
    await Promise.all([this.failures.delete(key), this.blocks.delete(key)]);
  }
}
