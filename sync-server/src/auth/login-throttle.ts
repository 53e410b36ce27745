// Sign-in throttling that cannot lock a resident out (OWASP "device cookie"):
// - from a device that signed in to this account before (valid device cookie), attempts are
//   throttled on that device alone: an attacker's failures elsewhere change nothing for it;
// - from any other device, per client address AND per account, with exponential backoff.
// Each attempt is counted before the password is checked (and taken back on success), so
// parallel guesses cannot slip past the allowance. The address is Koa's ctx.ip: the peer, or
// with TRUST_PROXY the client the (one trusted) proxy names in X-Forwarded-For. The counters
// live where http/limiters.ts keeps them: in memory, or in Redis when instances share them.
import { AUTH_CODES } from '@hostel/shared-schema';
import { AppError } from '../http/errors';
import { createLimiter } from '../http/limiters';
import { Backoff, type BackoffPolicy, type LimiterFactory } from './backoff';

export type ThrottlePolicies = {
  address: BackoffPolicy;
  account: BackoffPolicy;
  device: BackoffPolicy;
};

const MINUTES = 60;
export const DEFAULT_THROTTLE: ThrottlePolicies = {
  address: { free: 5, baseSeconds: 1, maxSeconds: 15 * MINUTES, windowSeconds: 60 * MINUTES },
  account: { free: 5, baseSeconds: 1, maxSeconds: 15 * MINUTES, windowSeconds: 60 * MINUTES },
  device: { free: 10, baseSeconds: 1, maxSeconds: 15 * MINUTES, windowSeconds: 60 * MINUTES },
};

export type Attempt = { email: string; address: string; device?: string };

export class LoginThrottle {
  private readonly address: Backoff;
  private readonly account: Backoff;
  private readonly device: Backoff;

  constructor(policies = DEFAULT_THROTTLE, factory: LimiterFactory = createLimiter) {
    this.address = new Backoff('login-address', policies.address, factory);
    this.account = new Backoff('login-account', policies.account, factory);
    this.device = new Backoff('login-device', policies.device, factory);
  }

  private keys(attempt: Attempt): [Backoff, string][] {
    if (attempt.device) return [[this.device, attempt.device]];
    return [
      [this.address, attempt.address],
      [this.account, attempt.email],
    ];
  }

  /** Throws 429 (with Retry-After) while the attempt must wait; else counts it up-front. */
  async begin(attempt: Attempt, setRetryAfter: (seconds: number) => void): Promise<void> {
    const keys = this.keys(attempt);
    // A key under a block refuses at once, without counting.
    const waits = await Promise.all(keys.map(([backoff, key]) => backoff.waitMs(key)));
    if (Math.max(0, ...waits) > 0) tooMany(Math.max(...waits), setRetryAfter);
    // Count on every key; one refusal (a parallel attempt won a slot) refuses the attempt, and
    // every key gets its count (and any slot) back.
    const counted = await Promise.all(keys.map(([backoff, key]) => backoff.count(key)));
    if (counted.some((each) => !each.allowed)) {
      await Promise.all(keys.map(([backoff], index) => backoff.withdraw(counted[index]!)));
      tooMany(Math.max(...counted.map((each) => each.waitMs)), setRetryAfter);
    }
    await Promise.all(keys.map(([backoff], index) => backoff.commit(counted[index]!)));
  }

  /** The password was right: the account and device start afresh, the address gets its try back. */
  async succeeded(attempt: Attempt): Promise<void> {
    if (attempt.device) return this.device.reset(attempt.device);
    await Promise.all([this.account.reset(attempt.email), this.address.takeBack(attempt.address)]);
  }
}

function tooMany(waitMs: number, setRetryAfter: (seconds: number) => void): never {
  const seconds = Math.ceil(waitMs / 1000);
  setRetryAfter(seconds);
  throw new AppError(
    429,
    AUTH_CODES.tooManyRequests,
    `Too many failed sign-ins. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  );
}
