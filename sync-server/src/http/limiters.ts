// One factory for the rate limiters of the app (rate-limiter-flexible), so the store is chosen in
// one place: in memory for one instance (the default), a shared store (Redis) when several
// instances must count together — call setLimiterStore once at start, before the app is built.
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from './errors';

export type LimiterOptions = {
  /** Distinguishes the limiters' keys in a shared store. */
  keyPrefix: string;
  /** Actions allowed per window. */
  points: number;
  /** The window, in seconds. */
  duration: number;
};

export type LimiterStore = (options: LimiterOptions) => RateLimiterAbstract;

const memoryStore: LimiterStore = (options) => new RateLimiterMemory(options);
let store: LimiterStore = memoryStore;

/** Swaps the store for limiters made from now on (e.g. RateLimiterRedis with an ioredis client). */
export function setLimiterStore(next: LimiterStore | undefined): void {
  store = next ?? memoryStore;
}

export function createLimiter(options: LimiterOptions): RateLimiterAbstract {
  return store(options);
}

/**
 * Takes one point for `key`, or throws 429 with a message a person can act on (and Retry-After
 * seconds in `retryAfter`). Store failures are not the client's fault: they let the action pass.
 */
export async function takePoint(
  limiter: RateLimiterAbstract,
  key: string,
  message: string,
  points = 1,
): Promise<void> {
  try {
    await limiter.consume(key, points);
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) return;
    const retryAfter = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    throw new AppError(429, 'too_many_requests', `${message} Try again in ${retryAfter} s.`);
  }
}
