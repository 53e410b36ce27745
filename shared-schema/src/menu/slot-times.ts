// When a slot is served and when its skip cut-off falls, as instants (ms since the epoch), from
// the hostel's settings. All calendar and time-zone arithmetic goes through date-fns and
// @date-fns/tz: a local time that does not exist (a spring-forward gap) moves forward, one that
// happens twice (fall back) takes its first occurrence, as TZDate does. Dates are written with
// `lightFormat` and day names read from the en-US locale's `localize`, not with `format`: `format`
// brings every token's formatter and the whole locale (parsing included) into the page's first
// visit, for two fixed patterns.
import { TZDate } from '@date-fns/tz';
import { addDays, getDate, getDay, getMonth, isValid, lightFormat, startOfWeek } from 'date-fns';
import type { Day, Month } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import type { MealType } from '../constants';
import type { HostelSettings } from '../entities/hostel-settings';

type Times = Pick<HostelSettings, 'timeZone' | 'slots'>;

/** The parts of "yyyy-MM-dd" (month 0-based, like Date). */
function dateParts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y, m - 1, d];
}

/** The instant of a wall-clock time on a date in a time zone. */
export function instantOf(date: string, time: string, timeZone: string): number {
  const [y, m, d] = dateParts(date);
  return new TZDate(
    y,
    m,
    d,
    Number(time.slice(0, 2)),
    Number(time.slice(3, 5)),
    timeZone,
  ).getTime();
}

/** The date `days` calendar days after (or before) a date. */
export function addDaysToDate(date: string, days: number): string {
  const [y, m, d] = dateParts(date);
  return lightFormat(addDays(new TZDate(y, m, d, 'UTC'), days), 'yyyy-MM-dd');
}

/** The hostel's calendar date at an instant. */
export function dateAt(instant: number, timeZone: string): string {
  return lightFormat(new TZDate(instant, timeZone), 'yyyy-MM-dd');
}

/** The Monday of a date's week (the menu grid's weeks run Monday to Sunday). */
export function weekStartOf(date: string): string {
  const [y, m, d] = dateParts(date);
  return lightFormat(startOfWeek(new TZDate(y, m, d, 'UTC'), { weekStartsOn: 1 }), 'yyyy-MM-dd');
}

/** The seven dates of the week starting on `start`. */
export function weekDates(start: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDaysToDate(start, index));
}

/** When a slot is served on a date: from then on it is "served". */
export function servingInstant(settings: Times, date: string, slot: MealType): number {
  return instantOf(date, settings.slots[slot].serveAt, settings.timeZone);
}

/** The skip cut-off of a slot on a date: a skip must arrive strictly before it. */
export function cutoffInstant(settings: Times, date: string, slot: MealType): number {
  const { cutoffAt, cutoffDayBefore } = settings.slots[slot];
  const day = cutoffDayBefore ? addDaysToDate(date, -1) : date;
  return instantOf(day, cutoffAt, settings.timeZone);
}

/** "Tue 24 Nov", the day as the product names it in skip messages: date-fns' 'EEE d MMM', its
 * abbreviated en-US day and month names (the same `localize` calls `format` makes for them). */
export function dayLabel(date: string): string {
  const [y, m, d] = dateParts(date);
  const day = new TZDate(y, m, d, 'UTC');
  if (!isValid(day)) throw new RangeError('Invalid time value');
  const width = { width: 'abbreviated', context: 'formatting' } as const;
  // getDay and getMonth answer 0–6 and 0–11; their return types are plain numbers.
  const weekday = enUS.localize.day(getDay(day) as Day, width);
  const month = enUS.localize.month(getMonth(day) as Month, width);
  return `${weekday} ${getDate(day)} ${month}`;
}

/** How the cut-off reads: "09:00", or "22:00 the day before". */
export function cutoffLabel(settings: Times, slot: MealType): string {
  const { cutoffAt, cutoffDayBefore } = settings.slots[slot];
  return cutoffDayBefore ? `${cutoffAt} the day before` : cutoffAt;
}

/** The reason a late skip (or undo) is refused, e.g. "Too late to skip lunch on Tue 24 Nov: the
 * cut-off was 09:00". */
export function tooLateMessage(
  settings: Times,
  date: string,
  slot: MealType,
  skipped: boolean,
): string {
  const what = skipped ? 'skip' : 'undo the skip of';
  return `Too late to ${what} ${slot} on ${dayLabel(date)}: the cut-off was ${cutoffLabel(settings, slot)}`;
}
