// Sign-in throttling that cannot lock a resident out (OWASP "device cookie"):
// - from a device that signed in to this account before (valid device cookie), attempts are
//   throttled on that device alone: an attacker's failures elsewhere change nothing for it;
// - from any other device, per client address, per account, and per address and account
//   together, with exponential backoff. The first two are what someone else's guesses can cost
//   a resident on a new device, so they stop at a short ceiling (SHORT_CEILING_SECONDS): slowed,
//   never blocked for long. The guesser's own address and account together grow to 15 minutes,
//   so one guesser renews the account's short block only that often.
// Each attempt is counted before the password is checked (and taken back on success), so
// parallel guesses cannot slip past the allowance. The address is ctx.ip (http/client-address.ts).
// The counters live where http/limiters.ts keeps them: in memory, or in Redis when instances share
// them; their time is the injected clock's (auth/backoff.ts).
import { AUTH_CODES } from '@hostel/shared-schema';
import { systemClock, type Clock } from '../domain/hostel/clock';
import { AppError } from '../http/errors';
import { createLimiter } from '../http/limiters';
import { Backoff, type BackoffPolicy, type LimiterFactory } from './backoff';

export type ThrottlePolicies = {
  address: BackoffPolicy;
  account: BackoffPolicy;
  addressAndAccount: BackoffPolicy;
  device: BackoffPolicy;
};

const MINUTES = 60;
/** The longest wait someone else's guesses can impose on a resident's new device. */
export const SHORT_CEILING_SECONDS = 30;
/** The backoff of guesses that only the guesser pays for (their device, address and account). */
export const GUESSER_BACKOFF: BackoffPolicy = {
  free: 5,
  baseSeconds: 1,
  maxSeconds: 15 * MINUTES,
  windowSeconds: 60 * MINUTES,
};
const SHARED_BACKOFF: BackoffPolicy = { ...GUESSER_BACKOFF, maxSeconds: SHORT_CEILING_SECONDS };

export const DEFAULT_THROTTLE: ThrottlePolicies = {
  address: SHARED_BACKOFF,
  account: SHARED_BACKOFF,
  addressAndAccount: GUESSER_BACKOFF,
  device: { ...GUESSER_BACKOFF, free: 10 },
};

export type Attempt = { email: string; address: string; device?: string };

const pairKey = (attempt: Attempt) => JSON.stringify([attempt.address, attempt.email]);

export class LoginThrottle {
  private readonly address: Backoff;
  private readonly account: Backoff;
  private readonly addressAndAccount: Backoff;
  private readonly device: Backoff;

  constructor(
    policies = DEFAULT_THROTTLE,
    factory: LimiterFactory = createLimiter,
    clock: Clock = systemClock,
  ) {
    this.address = new Backoff('login-address', policies.address, factory, clock);
    this.account = new Backoff('login-account', policies.account, factory, clock);
    this.addressAndAccount = new Backoff(
      'login-address-account',
      policies.addressAndAccount,
      factory,
      clock,
    );
    this.device = new Backoff('login-device', policies.device, factory, clock);
  }

  private keys(attempt: Attempt): [Backoff, string][] {
    if (attempt.device) return [[this.device, attempt.device]];
    return [
      [this.address, attempt.address],
      [this.account, attempt.email],
      [this.addressAndAccount, pairKey(attempt)],
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
    await Promise.all([
      this.account.reset(attempt.email),
      this.addressAndAccount.reset(pairKey(attempt)),
      this.address.takeBack(attempt.address),
    ]);
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
