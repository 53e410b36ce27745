// What the resident is told about their cover: until when, the notice in the last days, the
// renewal's opening day, and what to do once it has ended.
import { expect, it } from 'vitest';
import type { CoverStatus } from '@hostel/shared-schema';
import { coverWords, shortDay } from './cover-words';

const covered: CoverStatus = {
  package: 'gold',
  state: 'covered',
  today: '2026-11-27',
  coveredUntil: '2026-12-27',
  daysLeft: 31,
  renewFrom: '2026-12-20',
  canRenew: false,
  renewalPrice: 4000,
};

it('says until when, and when renewal opens', () => {
  expect(shortDay('2026-12-27')).toBe('27 Dec');
  expect(coverWords(covered)).toEqual({
    tone: 'ok',
    headline: 'Covered until 27 Dec',
    detail: 'Renewal opens on 20 Dec.',
  });
});

it('warns in the last days, and tells what to do after the end', () => {
  const ending = { ...covered, state: 'ending' as const, daysLeft: 1, canRenew: true };
  expect(coverWords(ending)).toMatchObject({
    tone: 'warn',
    headline: 'Covered until 27 Dec',
    detail:
      'Your package ends soon (today is its last day). Renew now to keep your meals without a gap.',
  });
  const ended = { ...covered, state: 'ended' as const, daysLeft: 0, canRenew: true };
  expect(coverWords(ended)).toMatchObject({
    tone: 'ended',
    headline: 'Your package ended on 27 Dec',
  });
  expect(coverWords(ended)?.detail).toMatch(/^Renew it to be counted for meals again/);
  expect(coverWords({ ...covered, state: 'none', package: null })).toBeUndefined();
});
