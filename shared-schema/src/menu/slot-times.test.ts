// Cut-off and serving instants across time zones and daylight-saving edges, checked against
// instants written out in UTC (so the expectation does not reuse the code under test).
import { describe, expect, it } from 'vitest';
import { DEFAULT_HOSTEL_SETTINGS, type HostelSettings } from '../entities/hostel-settings';
import {
  addDaysToDate,
  cutoffInstant,
  dateAt,
  servingInstant,
  tooLateMessage,
  weekStartOf,
} from './slot-times';

const inZone = (timeZone: string): HostelSettings => ({ ...DEFAULT_HOSTEL_SETTINGS, timeZone });
const utc = (iso: string) => Date.parse(iso);

describe('cut-offs', () => {
  it.each([
    // zone, date, slot, cut-off in UTC
    ['Asia/Dhaka', '2026-11-24', 'lunch', '2026-11-24T03:00:00Z'], // 09:00 +06
    ['Asia/Dhaka', '2026-11-24', 'breakfast', '2026-11-23T16:00:00Z'], // 22:00 the day before
    ['Asia/Dhaka', '2026-12-01', 'breakfast', '2026-11-30T16:00:00Z'], // across a month end
    ['Asia/Dhaka', '2026-11-24', 'dinner', '2026-11-24T09:00:00Z'],
    ['Asia/Kolkata', '2026-11-24', 'lunch', '2026-11-24T03:30:00Z'], // +05:30
    ['Asia/Kathmandu', '2026-11-24', 'lunch', '2026-11-24T03:15:00Z'], // +05:45
    ['America/New_York', '2026-03-07', 'dinner', '2026-03-07T20:00:00Z'], // EST, before DST
    ['America/New_York', '2026-03-08', 'dinner', '2026-03-08T19:00:00Z'], // EDT, DST day
    // Breakfast of the DST day: its cut-off is 22:00 EST the evening before.
    ['America/New_York', '2026-03-08', 'breakfast', '2026-03-08T03:00:00Z'],
    // Fall back: breakfast of 1 Nov has its cut-off at 22:00 EDT on 31 Oct.
    ['America/New_York', '2026-11-01', 'breakfast', '2026-11-01T02:00:00Z'],
    ['America/New_York', '2026-11-01', 'lunch', '2026-11-01T14:00:00Z'], // EST after fall back
    ['Europe/London', '2026-03-29', 'lunch', '2026-03-29T08:00:00Z'], // BST starts at 01:00
  ] as const)('%s %s %s → %s', (zone, date, slot, expected) => {
    expect(cutoffInstant(inZone(zone), date, slot)).toBe(utc(expected));
  });

  it('a cut-off inside a spring-forward gap moves forward to a real instant', () => {
    const settings: HostelSettings = {
      ...inZone('America/New_York'),
      slots: {
        ...DEFAULT_HOSTEL_SETTINGS.slots,
        breakfast: { serveAt: '07:30', cutoffAt: '02:30', cutoffDayBefore: false },
      },
    };
    // 02:30 does not exist on 8 Mar 2026 in New York: 03:30 EDT = 07:30Z.
    expect(cutoffInstant(settings, '2026-03-08', 'breakfast')).toBe(utc('2026-03-08T07:30:00Z'));
  });

  it('serving times follow the zone too', () => {
    expect(servingInstant(inZone('Asia/Dhaka'), '2026-11-24', 'lunch')).toBe(
      utc('2026-11-24T07:00:00Z'),
    );
    expect(servingInstant(inZone('America/New_York'), '2026-03-08', 'breakfast')).toBe(
      utc('2026-03-08T11:30:00Z'),
    );
  });
});

describe('calendar helpers', () => {
  it('the hostel date at an instant is the zone date, not UTC', () => {
    expect(dateAt(utc('2026-11-23T18:30:00Z'), 'Asia/Dhaka')).toBe('2026-11-24');
    expect(dateAt(utc('2026-11-23T18:30:00Z'), 'America/New_York')).toBe('2026-11-23');
  });

  it('adds days across months and leap days', () => {
    expect(addDaysToDate('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysToDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToDate('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('weeks start on Monday', () => {
    expect(weekStartOf('2026-11-24')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
  });

  it('says why a skip is late', () => {
    const settings = inZone('Asia/Dhaka');
    expect(tooLateMessage(settings, '2026-11-24', 'lunch', true)).toBe(
      'Too late to skip lunch on Tue 24 Nov: the cut-off was 09:00',
    );
    expect(tooLateMessage(settings, '2026-11-24', 'breakfast', false)).toBe(
      'Too late to undo the skip of breakfast on Tue 24 Nov: the cut-off was 22:00 the day before',
    );
  });
});
