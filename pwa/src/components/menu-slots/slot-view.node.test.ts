// Only the truly next slot is "Next": one in the whole week, today's next slot or, after today's
// dinner, tomorrow's breakfast; never the first slot of every later day.
import { describe, expect, it } from 'vitest';
import { DEFAULT_HOSTEL_SETTINGS, instantOf, weekDates } from '@hostel/shared-schema';
import { slotViews } from './slot-view';

const settings = DEFAULT_HOSTEL_SETTINGS;
const at = (date: string, time: string) => instantOf(date, time, settings.timeZone);
const week = weekDates('2026-11-23');

function nextSlots(now: number): string[] {
  return week.flatMap((date) =>
    slotViews(settings, date, now)
      .filter((view) => view.next)
      .map((view) => `${date}:${view.slot}`),
  );
}

describe('the Next mark on the week menu', () => {
  it.each([
    ['before breakfast', at('2026-11-25', '06:00'), '2026-11-25:breakfast'],
    ['between breakfast and lunch', at('2026-11-25', '10:00'), '2026-11-25:lunch'],
    ['between lunch and dinner', at('2026-11-25', '15:30'), '2026-11-25:dinner'],
    ['after dinner', at('2026-11-25', '21:00'), '2026-11-26:breakfast'],
    ['after the last dinner of the week', at('2026-11-29', '21:00'), undefined],
  ])('%s: one slot of the week is next', (_when, now, expected) => {
    expect(nextSlots(now)).toEqual(expected ? [expected] : []);
  });

  it('marks no slot of a past week, and none of a later week', () => {
    const now = at('2026-11-25', '10:00');
    for (const date of [...weekDates('2026-11-16'), ...weekDates('2026-11-30')]) {
      expect(slotViews(settings, date, now).some((view) => view.next)).toBe(false);
    }
  });
});
