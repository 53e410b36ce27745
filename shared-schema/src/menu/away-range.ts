// "I'm away from … to …": the form's rule and the slots a range covers. A range is many single
// skips written at once (each judged by the server exactly like a single skip), so the only rules
// here are the form's: real dates, the first day not before today, the last not before the first
// and at most SKIP_DAYS_AHEAD days ahead (the server's limit for any skip).
import { z } from 'zod';
import { MEAL_TYPES, type MealType } from '../constants';
import type { HostelSettings } from '../entities/hostel-settings';
import { isoDateSchema } from '../entities/menu';
import { addDaysToDate, cutoffInstant, dayLabel } from './slot-times';

/** How far ahead a skip may be made (the server refuses later ones with `too_far`). */
export const SKIP_DAYS_AHEAD = 60;

const FROM_MISSING = 'Choose the first day you are away';
const TO_MISSING = 'Choose the last day you are away';

/** The away form's fields, judged against the hostel's `today`. */
export function awayRangeSchema(today: string) {
  const last = addDaysToDate(today, SKIP_DAYS_AHEAD);
  return z
    .object({
      from: z.string().min(1, FROM_MISSING).pipe(isoDateSchema),
      to: z.string().min(1, TO_MISSING).pipe(isoDateSchema),
    })
    .superRefine(({ from, to }, context) => {
      // zod runs this even when a field failed above: order and limits only for real dates.
      const real = (date: string) => isoDateSchema.safeParse(date).success;
      if (real(from) && from < today) {
        context.addIssue({
          code: 'custom',
          path: ['from'],
          message: 'The first day cannot be before today',
        });
      }
      if (!real(to)) return;
      if (real(from) && to < from) {
        context.addIssue({
          code: 'custom',
          path: ['to'],
          message: 'The last day cannot be before the first day',
        });
      } else if (to > last) {
        context.addIssue({
          code: 'custom',
          path: ['to'],
          message: `Meals can be skipped at most ${SKIP_DAYS_AHEAD} days ahead: choose ${dayLabel(last)} or earlier`,
        });
      }
    });
}
export type AwayRange = z.infer<ReturnType<typeof awayRangeSchema>>;

export type RangeSlot = { date: string; slot: MealType };

export type AwayPlan = {
  /** Covered slots still before their cut-off (by this device's clock): the range skips them. */
  open: RangeSlot[];
  /** Covered slots whose cut-off has passed: they stay as they are. */
  pastCutoff: RangeSlot[];
  /** Days of the range the package does not cover (after `coveredUntil`). */
  uncoveredDays: number;
};

/**
 * The slots of the days from `from` to `to`, split by the cut-off at `now` and by the cover:
 * `coveredUntil` is the last covered day when known (null: nothing covered), undefined when it
 * cannot be known (offline before the cover was read: the server judges each day).
 */
export function planAway(
  settings: Pick<HostelSettings, 'timeZone' | 'slots'>,
  range: AwayRange,
  now: number,
  coveredUntil: string | null | undefined,
): AwayPlan {
  const plan: AwayPlan = { open: [], pastCutoff: [], uncoveredDays: 0 };
  for (let date = range.from; date <= range.to; date = addDaysToDate(date, 1)) {
    if (coveredUntil !== undefined && (coveredUntil === null || date > coveredUntil)) {
      plan.uncoveredDays += 1;
      continue;
    }
    for (const slot of MEAL_TYPES) {
      const late = now >= cutoffInstant(settings, date, slot);
      (late ? plan.pastCutoff : plan.open).push({ date, slot });
    }
  }
  return plan;
}
