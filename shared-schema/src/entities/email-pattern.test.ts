// The e-mail check must cost time linear in the input: the pattern is never run on text longer
// than an address can be, and the pattern itself cannot backtrack quadratically.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_PATTERN, emailSchema } from './common';

afterEach(() => vi.restoreAllMocks());

/** Inputs known to make `[^\s@]+@[^\s@]+\.[^\s@]+` backtrack quadratically. */
const hostile = (n: number) => [
  `a@${'.'.repeat(n)}@`,
  `a@${'a.'.repeat(n / 2)}@`,
  `${'a'.repeat(n)}@`,
  `a@a${'.a'.repeat(n / 2)} `,
];

describe('e-mail validation', () => {
  it('never runs the pattern on text longer than an address can be', () => {
    const test = vi.spyOn(EMAIL_PATTERN, 'test');
    const exec = vi.spyOn(EMAIL_PATTERN, 'exec');
    const result = emailSchema.safeParse(`a@${'.'.repeat(60_000)}@`);
    expect(result.success).toBe(false);
    expect(test).not.toHaveBeenCalled();
    expect(exec).not.toHaveBeenCalled();
  });

  it('runs the pattern in linear time on hostile input (100k characters in well under 50 ms)', () => {
    for (const input of hostile(100_000)) {
      const started = Date.now();
      expect(EMAIL_PATTERN.test(input)).toBe(false);
      expect(Date.now() - started).toBeLessThan(50);
    }
  });

  it('still accepts ordinary addresses and refuses the usual mistakes', () => {
    for (const good of ['a@b.co', 'First.Last+tag@mail.hostel.test', 'x_y@sub.domain.org']) {
      expect(EMAIL_PATTERN.test(good)).toBe(true);
    }
    for (const bad of ['', 'a', 'a@b', 'a@@b.c', 'a b@c.d', 'a@b.c@d.e', '@b.c', 'a@.', 'a@b.']) {
      expect(EMAIL_PATTERN.test(bad)).toBe(false);
    }
  });
});
