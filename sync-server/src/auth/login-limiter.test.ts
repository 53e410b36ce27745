import { describe, expect, it } from 'vitest';
import { LoginLimiter } from './login-limiter';

const limits = { perAccount: 3, perAddress: 5, windowMs: 1000 };

function limiterWithClock() {
  let now = 0;
  const limiter = new LoginLimiter(limits, () => now);
  return { limiter, advance: (ms: number) => (now += ms) };
}

describe('LoginLimiter', () => {
  it('blocks an account after its failures, whatever the address', () => {
    const { limiter } = limiterWithClock();
    for (let i = 0; i < 3; i += 1) limiter.recordFailure('a@x.io', `10.0.0.${i}`);
    expect(limiter.isBlocked('a@x.io', '10.0.0.99')).toBe(true);
    expect(limiter.isBlocked('b@x.io', '10.0.0.99')).toBe(false);
  });

  it('blocks an address after its failures, whatever the account', () => {
    const { limiter } = limiterWithClock();
    for (let i = 0; i < 5; i += 1) limiter.recordFailure(`u${i}@x.io`, '10.0.0.1');
    expect(limiter.isBlocked('new@x.io', '10.0.0.1')).toBe(true);
    expect(limiter.isBlocked('new@x.io', '10.0.0.2')).toBe(false);
  });

  it('forgets failures once the window has passed', () => {
    const { limiter, advance } = limiterWithClock();
    for (let i = 0; i < 3; i += 1) limiter.recordFailure('a@x.io', '10.0.0.1');
    advance(999);
    expect(limiter.isBlocked('a@x.io', '10.0.0.1')).toBe(true);
    advance(1);
    expect(limiter.isBlocked('a@x.io', '10.0.0.1')).toBe(false);
  });

  it('a success clears the account counter only', () => {
    const { limiter } = limiterWithClock();
    for (let i = 0; i < 2; i += 1) limiter.recordFailure('a@x.io', '10.0.0.1');
    limiter.recordSuccess('a@x.io');
    limiter.recordFailure('a@x.io', '10.0.0.1');
    limiter.recordFailure('a@x.io', '10.0.0.1');
    expect(limiter.isBlocked('a@x.io', '10.0.0.2')).toBe(false);
    // the address still counts all four failures
    limiter.recordFailure('b@x.io', '10.0.0.1');
    expect(limiter.isBlocked('c@x.io', '10.0.0.1')).toBe(true);
  });

  it('a success with its address takes back the attempt counted up-front', () => {
    const { limiter } = limiterWithClock();
    for (let i = 0; i < 10; i += 1) {
      limiter.recordFailure(`u${i}@x.io`, '10.0.0.1');
      limiter.recordSuccess(`u${i}@x.io`, '10.0.0.1');
    }
    expect(limiter.isBlocked('new@x.io', '10.0.0.1')).toBe(false);
  });
});
