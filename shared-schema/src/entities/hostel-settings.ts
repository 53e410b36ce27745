// Hostel settings (docs/decisions/0026-the-server-clock-judges-cut-offs.md): the hostel's time
// zone, each slot's serving time and skip cut-off, and the rebate per skipped meal for each
// package. One document, `_id` 'hostel', edited by admins and replicated read-only so the PWA knows
// the times offline.
import { z } from 'zod';
import { MEAL_TYPES, PACKAGE_NAMES, PACKAGE_PRICES, type MealType } from '../constants';
import { syncedCollection } from '../sync/synced-collection';

export const HOSTEL_SETTINGS_ID = 'hostel';
export const DEFAULT_TIME_ZONE = 'Asia/Dhaka';

/** A wall-clock time "HH:mm", 24-hour. */
export const timeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time like 09:00 (24-hour)');

/** True for a time zone the runtime's Intl knows (IANA names such as Asia/Dhaka). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
}

export const slotSettingsSchema = z.object({
  /** When the slot is served: from then on it counts as served and its menu is frozen. */
  serveAt: timeOfDaySchema,
  /** The last moment (exclusive) to skip or un-skip the slot. */
  cutoffAt: timeOfDaySchema,
  /** The cut-off is on the day before the slot's date (breakfast's 22:00 by default). */
  cutoffDayBefore: z.boolean(),
});
export type SlotSettings = z.infer<typeof slotSettingsSchema>;

/** Whole Tk, at most one month's price of the dearest package. */
export const rebateSchema = z
  .number({ error: 'must be a number of Tk' })
  .int('must be whole Tk')
  .min(0, 'cannot be negative')
  .max(PACKAGE_PRICES.platinum, 'cannot be more than a month of the package');

const slotsShape = Object.fromEntries(MEAL_TYPES.map((slot) => [slot, slotSettingsSchema])) as {
  [K in MealType]: typeof slotSettingsSchema;
};
const rebatesShape = Object.fromEntries(PACKAGE_NAMES.map((name) => [name, rebateSchema])) as {
  [K in (typeof PACKAGE_NAMES)[number]]: typeof rebateSchema;
};

/** The replicated document (RxDB's schema comes from this one). */
export const hostelSettingsSchema = z.object({
  _id: z.literal(HOSTEL_SETTINGS_ID),
  timeZone: z.string().min(1).max(64),
  slots: z.object(slotsShape),
  rebates: z.object(rebatesShape),
  updatedAt: z.number().int().min(0),
});
export type HostelSettings = z.infer<typeof hostelSettingsSchema>;

/** Minutes after midnight of "HH:mm". */
export const minutesOf = (time: string): number =>
  Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** What an admin sends (PUT /api/hostel-settings): the rules zod alone cannot say. */
export const hostelSettingsInputSchema = z
  .object({
    timeZone: z
      .string({ error: 'timeZone is required' })
      .trim()
      .max(64)
      .refine(isTimeZone, 'must be a time zone like Asia/Dhaka'),
    slots: z.object(slotsShape),
    rebates: z.object(rebatesShape),
  })
  .superRefine((input, ctx) => {
    for (const slot of MEAL_TYPES) {
      const { serveAt, cutoffAt, cutoffDayBefore } = input.slots[slot];
      if (!cutoffDayBefore && minutesOf(cutoffAt) > minutesOf(serveAt)) {
        ctx.addIssue({
          code: 'custom',
          path: ['slots', slot, 'cutoffAt'],
          message: `The ${slot} cut-off must not be after its serving time`,
        });
      }
    }
    const order = MEAL_TYPES.map((slot) => minutesOf(input.slots[slot].serveAt));
    if (!(order[0] < order[1] && order[1] < order[2])) {
      ctx.addIssue({
        code: 'custom',
        path: ['slots', 'lunch', 'serveAt'],
        message: 'Breakfast, lunch and dinner must be served in that order',
      });
    }
  });
export type HostelSettingsInput = z.infer<typeof hostelSettingsInputSchema>;

/** Default rebate: the package's monthly price / 90 (three meals a day for 30 days), whole Tk. */
export const defaultRebate = (price: number): number => Math.round(price / 90);

export const DEFAULT_HOSTEL_SETTINGS: HostelSettings = {
  _id: HOSTEL_SETTINGS_ID,
  timeZone: DEFAULT_TIME_ZONE,
  slots: {
    breakfast: { serveAt: '07:30', cutoffAt: '22:00', cutoffDayBefore: true },
    lunch: { serveAt: '13:00', cutoffAt: '09:00', cutoffDayBefore: false },
    dinner: { serveAt: '20:00', cutoffAt: '15:00', cutoffDayBefore: false },
  },
  rebates: {
    silver: defaultRebate(PACKAGE_PRICES.silver),
    gold: defaultRebate(PACKAGE_PRICES.gold),
    platinum: defaultRebate(PACKAGE_PRICES.platinum),
  },
  updatedAt: 0,
};

export const hostelSettingsSync = syncedCollection({
  name: 'hostel-settings',
  noun: 'hostel settings',
  entity: hostelSettingsSchema,
  audience: 'public',
  devicePushes: false,
  // A literal id becomes a `const` in JSON schema; RxDB's primary key wants a bounded string.
  rx: { version: 0, properties: { _id: { type: 'string', maxLength: 16 } } },
});
