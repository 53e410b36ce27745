// The menu (docs/decisions/0026-the-server-clock-judges-cut-offs.md): for each date and slot, the
// live meals served. One document per date and slot, id `${date}:${slot}`; public and read-only
// through sync (admins change it online). A skip is a resident's own "I will not eat this slot"
// mark, one document per date, slot and resident; `skipped: false` records an undo, so the last
// edit wins like a like. A skip made by "I'm away from … to …" carries the id of that range
// (`rangeId`), so undoing the range undoes only the slots it skipped.
import { z } from 'zod';
import { MEAL_TYPES, type MealType } from '../constants';
import { idSchema } from './common';
import { syncedCollection } from '../sync/synced-collection';

/** At most this many meals are planned for one slot. */
export const MAX_MEALS_PER_SLOT = 6;

function isRealDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A calendar date in the hostel's time zone, "yyyy-MM-dd". */
export const isoDateSchema = z
  .string({ error: 'must be a date like 2026-11-24' })
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-11-24')
  .refine(isRealDate, 'must be a real date');

export const mealSlotSchema = z.enum(MEAL_TYPES, {
  error: 'must be breakfast, lunch or dinner',
});

export const menuSlotSchema = z.object({
  _id: z.string().min(1).max(24),
  date: isoDateSchema,
  slot: mealSlotSchema,
  mealIds: z.array(idSchema).max(MAX_MEALS_PER_SLOT),
  updatedAt: z.number().int().min(0),
});
export type MenuSlot = z.infer<typeof menuSlotSchema>;

export const menuSlotId = (date: string, slot: MealType): string => `${date}:${slot}`;

/** The id of one "I'm away" range: letters, digits, '-' and '_' (a UUID fits). */
export const skipRangeIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1 to 40 letters, digits, - or _');

export const skipSchema = z.object({
  // Derived id (see skipId): date, slot and e-mail, so two offline taps meet.
  _id: z.string().min(1).max(300),
  date: isoDateSchema,
  slot: mealSlotSchema,
  email: z.string().max(254),
  skipped: z.boolean(),
  // Absent for a skip made on its own.
  rangeId: skipRangeIdSchema.optional(),
});
export type Skip = z.infer<typeof skipSchema>;

export const skipId = (date: string, slot: MealType, email: string): string =>
  `${date}:${slot}:${email.toLowerCase()}`;

export const menuSync = syncedCollection({
  name: 'menu',
  noun: 'menu',
  entity: menuSlotSchema,
  audience: 'public',
  devicePushes: false,
  rx: { version: 0, indexes: ['date'] },
});

export const skipsSync = syncedCollection({
  name: 'skips',
  noun: 'skip',
  entity: skipSchema,
  audience: 'owner',
  devicePushes: true,
  ownerField: 'email',
  // 1: the optional rangeId of a skip made by "I'm away".
  rx: { version: 1, indexes: ['date'] },
  // rangeId is optional, so a skip stored before ranges existed is a skip made on its own.
  migrations: { 1: (doc) => doc },
});
