// A serving (beyond the spec; docs/decisions/0233-servings-exactly-once-per-resident-and-slot.md):
// a counter served a resident a slot's meal. The counter writes it offline and pushes it when it
// can; its id names the slot, the resident and the counter, so a scan pushed twice is one
// serving, while two counters serving the same resident keep two. `scannedAt` is the counter's
// own clock and `clockOffset` the server's clock minus the counter's at its last sync: the server
// orders servings by their sum. `duplicate` is the server's: the later servings of a resident
// and slot, kept and listed, never counted (a counter pushes false). Counter servings are not the
// spec's requested meals.
import { z } from 'zod';
import type { MealType } from '../constants';
import { idSchema } from './common';
import { isoDateSchema, mealSlotSchema } from './menu';
import { syncedCollection } from '../sync/synced-collection';

/** How far a counter's clock may be from the server's (a day): further is a broken clock. */
export const MAX_CLOCK_OFFSET_MS = 86_400_000;

/** A counter's id, made by the counter itself: letters, digits, '-' and '_' (a UUID fits). */
export const counterIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1 to 40 letters, digits, - or _');

export const servingSchema = z.object({
  // Derived id (see servingId).
  _id: z.string().min(1).max(200),
  counterId: counterIdSchema,
  residentId: idSchema,
  date: isoDateSchema,
  slot: mealSlotSchema,
  scannedAt: z.number().int().min(0),
  clockOffset: z.number().int().min(-MAX_CLOCK_OFFSET_MS).max(MAX_CLOCK_OFFSET_MS),
  duplicate: z.boolean(),
});
export type Serving = z.infer<typeof servingSchema>;

export const servingId = (
  date: string,
  slot: MealType,
  residentId: string,
  counterId: string,
): string => `${date}:${slot}:${residentId}:${counterId}`;

/**
 * Admins only pull and push them; a pull answers the servings of yesterday onward (a counter needs
 * the day it serves). Every serving on a device is its admin's counter's or pulled.
 */
export const servingsSync = syncedCollection({
  name: 'servings',
  noun: 'serving',
  entity: servingSchema,
  audience: 'admin',
  devicePushes: true,
  rx: { version: 0, indexes: ['date'] },
});
