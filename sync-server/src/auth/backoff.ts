// Exponential backoff over rate-limiter-flexible: each key (an address, an account, a device)
// gets `free` failures; every failure past that blocks the key for base × 2^(n-1) seconds, up to
// `maxSeconds`. Failures are forgotten `windowSeconds` after the first one, or on success.
// The two limiters come from a factory, so the in-memory store can be swapped for
// RateLimiterRedis (same options plus `storeClient`) when several instances share the counts.
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';

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

const memoryLimiters: LimiterFactory = (options) => new RateLimiterMemory(options);

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

  /** Counts a failure; past the free ones, blocks the key for the next, doubled, delay. */
  async fail(key: string): Promise<void> {
    const counted = await this.failures.penalty(key, 1);
    const over = counted.consumedPoints - this.policy.free;
    if (over > 0) {
      const seconds = Math.min(this.policy.baseSeconds * 2 ** (over - 1), this.policy.maxSeconds);
      await this.blocks.block(key, seconds);
    }
  }

  /** Takes back one failure counted up-front (the attempt succeeded). */
  async takeBack(key: string): Promise<void> {
    await this.failures.reward(key, 1);
  }

  async reset(key: string): Promise<void> {
    await Promise.all([this.failures.delete(key), this.blocks.delete(key)]);
  }
}
