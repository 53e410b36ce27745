// The away form's rule (dates, order, the 60-days-ahead limit, each message on its field) and the
// plan of a range: covered slots split by the cut-off, uncovered days counted apart.
import { describe, expect, it } from 'vitest';
import { DEFAULT_HOSTEL_SETTINGS } from '../entities/hostel-settings';
import { awayRangeSchema, planAway } from './away-range';

const today = '2026-11-24';
const issues = (input: { from: string; to: string }) => {
  const result = awayRangeSchema(today).safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('the away form', () => {
  it('accepts today to 60 days ahead, and names each wrong field', () => {
    expect(issues({ from: today, to: '2027-01-23' })).toEqual({});
    expect(issues({ from: '', to: '' })).toEqual({
      from: 'Choose the first day you are away',
      to: 'Choose the last day you are away',
    });
    expect(issues({ from: '2026-11-23', to: '2026-11-25' })).toEqual({
      from: 'The first day cannot be before today',
    });
    expect(issues({ from: '2026-11-26', to: '2026-11-25' })).toEqual({
      to: 'The last day cannot be before the first day',
    });
    expect(issues({ from: today, to: '2027-01-24' })).toEqual({
      to: 'Meals can be skipped at most 60 days ahead: choose Sat 23 Jan or earlier',
    });
    expect(issues({ from: '2026-02-30', to: '2026-12-01' }).from).toBe('must be a real date');
  });
});

describe('the plan of a range', () => {
  // Tue 24 Nov 2026, 10:00 in Dhaka: breakfast's and lunch's cut-offs have passed, dinner's not.
  const now = Date.parse('2026-11-24T04:00:00Z');
  const range = { from: today, to: '2026-11-26' };

  it('skips the covered slots still open and keeps the late ones apart', () => {
    const plan = planAway(DEFAULT_HOSTEL_SETTINGS, range, now, '2026-11-25');
    expect(plan.open).toEqual([
      { date: today, slot: 'dinner' },
      { date: '2026-11-25', slot: 'breakfast' },
      { date: '2026-11-25', slot: 'lunch' },
      { date: '2026-11-25', slot: 'dinner' },
    ]);
    expect(plan.pastCutoff).toEqual([
      { date: today, slot: 'breakfast' },
      { date: today, slot: 'lunch' },
    ]);
    expect(plan.uncoveredDays).toBe(1);
  });

  it('covers nothing without a cover, and every day when the cover is unknown', () => {
    expect(planAway(DEFAULT_HOSTEL_SETTINGS, range, now, null)).toMatchObject({
      open: [],
      uncoveredDays: 3,
    });
    expect(planAway(DEFAULT_HOSTEL_SETTINGS, range, now, undefined).open).toHaveLength(7);
  });
});
