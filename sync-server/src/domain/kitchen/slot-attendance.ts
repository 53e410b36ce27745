// Who a slot is for, over a span of days: the residents whose package covers the day (one of
// their cover periods holds it, covers/cover-periods.ts), those of them skipping the slot, the
// others (expected), and what the counters recorded (residents served: their first serving
// each; the later duplicates). A skip only counts for a resident the day is covered for. The
// Kitchen's headcount, its people on demand and "Cook for N" all read their numbers here.
import type { MealType } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { coversBetween } from '../covers/cover-periods';

export type SlotAttendance = {
  /** Everyone covered on some day of the span. */
  emails: string[];
  /** One slot: residents covered, skips among them, and the residents expected (not skipping). */
  at(date: string, slot: MealType): { residents: number; skips: number; expected: string[] };
  /** One slot's counter servings: residents served, and the later duplicates. */
  served(date: string, slot: MealType): { served: number; duplicates: number };
};

const key = (date: string, slot: string) => `${date}:${slot}`;

/** Reads the span `first` … `last` (inclusive) in three queries. */
export async function slotAttendance(
  db: Executor,
  first: string,
  last: string,
): Promise<SlotAttendance> {
  const covers = await coversBetween(db, first, last);
  const skips = await db
    .selectFrom('skips')
    .select(['date', 'slot', 'user_email'])
    .where('date', '>=', first)
    .where('date', '<=', last)
    .where('skipped', '=', 1)
    .where('deleted', '=', 0)
    .execute();
  const servings = await db
    .selectFrom('servings')
    .select(['date', 'slot', 'duplicate'])
    .where('date', '>=', first)
    .where('date', '<=', last)
    .where('deleted', '=', 0)
    .execute();
  const skippers = new Map<string, Set<string>>();
  for (const skip of skips) {
    const at = key(skip.date, skip.slot);
    skippers.set(at, (skippers.get(at) ?? new Set()).add(skip.user_email));
  }
  const counted = new Map<string, { served: number; duplicates: number }>();
  for (const serving of servings) {
    const at = key(serving.date, serving.slot);
    const slot = counted.get(at) ?? { served: 0, duplicates: 0 };
    if (Number(serving.duplicate) === 1) slot.duplicates += 1;
    else slot.served += 1;
    counted.set(at, slot);
  }
  const coveredOn = new Map<string, Set<string>>();
  const covered = (date: string) => {
    let emails = coveredOn.get(date);
    if (!emails) {
      emails = new Set(
        covers.filter((cover) => cover.starts <= date && date <= cover.ends).map((c) => c.email),
      );
      coveredOn.set(date, emails);
    }
    return emails;
  };
  return {
    emails: [...new Set(covers.map((cover) => cover.email))],
    at(date, slot) {
      const residents = covered(date);
      const skipping = skippers.get(key(date, slot)) ?? new Set<string>();
      const expected = [...residents].filter((email) => !skipping.has(email));
      return { residents: residents.size, skips: residents.size - expected.length, expected };
    },
    served: (date, slot) => counted.get(key(date, slot)) ?? { served: 0, duplicates: 0 },
  };
}
