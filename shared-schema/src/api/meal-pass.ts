// Request and answer schemas of the meal pass and the counter (beyond the spec;
// docs/decisions/0230-the-meal-pass-signed-day-passes-and-one-time-codes.md,
// 0232-what-a-counter-keeps-offline.md), and a resident's servings for the admins' resident sheet
// (0280-the-resident-sheet-shows-servings.md). The crypto that reads them is in meal-pass/.
import { z } from 'zod';
import { MEAL_TYPES } from '../constants';
import { emailSchema } from '../entities/common';
import { ALLERGENS, DIET_PREFERENCES } from '../entities/food-labels';
import { isoDateSchema } from '../entities/menu';
import { optional } from './optional';

const base32 = z.string().regex(/^[A-Z2-7]+$/);
const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One coming day's pass as the phone keeps it: the signed pass, the day's secret and tag. */
export const residentDayPassSchema = z
  .object({ date: dateText, token: z.string(), secret: base32, tag: z.string() })
  .strict();
export type ResidentDayPass = z.infer<typeof residentDayPassSchema>;

/**
 * GET /meal-pass: the signed-in resident's passes for today and the coming days they are covered
 * on (none: `reason` says why), and the server's time, so the phone corrects its clock by it.
 */
export const mealPassesResponseSchema = z
  .object({
    serverTime: z.number().int(),
    today: dateText,
    passes: z.array(residentDayPassSchema),
    reason: z.string().nullable(),
  })
  .strict();
export type MealPasses = z.infer<typeof mealPassesResponseSchema>;

/** GET /counter/day?date=: today by the server's clock when absent; today or tomorrow only. */
export const counterDayQuerySchema = z.object({ date: optional(isoDateSchema) });

export const counterResidentSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    photo: z.string(),
    diet: z.enum(DIET_PREFERENCES).nullable(),
    halalOnly: z.boolean(),
    avoid: z.array(z.enum(ALLERGENS)),
    /** The day's slots the resident skipped (a serving there withdraws its rebate). */
    skipped: z.array(z.enum(MEAL_TYPES)),
    /** The pass generation in force: passes of an earlier one were replaced. */
    generation: z.number().int().min(0),
    /** The day's one-time-code secret under each key a pass of the day may be signed with. */
    secrets: z.array(z.object({ keyId: z.string(), secret: base32 }).strict()),
  })
  .strict();
export type CounterResident = z.infer<typeof counterResidentSchema>;

export const counterSlotSchema = z
  .object({
    slot: z.enum(MEAL_TYPES),
    servesAt: z.number(),
    meals: z.array(
      z
        .object({
          mealId: z.string(),
          title: z.string(),
          allergens: z.array(z.enum(ALLERGENS)).nullable(),
        })
        .strict(),
    ),
  })
  .strict();
export type CounterSlot = z.infer<typeof counterSlotSchema>;

/** GET /counter/day: everything a counter needs to serve one day with no network, and no more. */
export const counterDayListSchema = z
  .object({
    date: dateText,
    timeZone: z.string(),
    serverTime: z.number().int(),
    keys: z.array(z.object({ keyId: z.string(), publicKey: base32 }).strict()),
    slots: z.array(counterSlotSchema),
    residents: z.array(counterResidentSchema),
  })
  .strict();
export type CounterDayList = z.infer<typeof counterDayListSchema>;

/** How many servings the resident sheet shows when the query does not say, and at most. */
export const RESIDENT_SERVINGS_LIMIT = { default: 30, max: 100 } as const;

/** GET /admin/servings?email=&limit=: one resident's latest servings, for an admin. */
export const residentServingsQuerySchema = z.object({
  email: emailSchema,
  limit: optional(
    z.coerce.number().int().min(1).max(RESIDENT_SERVINGS_LIMIT.max),
    RESIDENT_SERVINGS_LIMIT.default,
  ),
});

/**
 * One serving as the resident sheet lists it: the day and slot, the counter that recorded it,
 * when (the counter's scan time corrected to the server's clock), whether it is a later duplicate
 * (kept, not counted), and whether the resident had skipped the slot, so its rebate was withdrawn.
 */
export const residentServingSchema = z
  .object({
    date: dateText,
    slot: z.enum(MEAL_TYPES),
    counterId: z.string(),
    servedAt: z.number().int(),
    duplicate: z.boolean(),
    rebateWithdrawn: z.boolean(),
  })
  .strict();
export type ResidentServing = z.infer<typeof residentServingSchema>;

export const residentServingsSchema = z
  .object({
    email: z.string(),
    name: z.string(),
    servings: z.array(residentServingSchema),
  })
  .strict();
export type ResidentServings = z.infer<typeof residentServingsSchema>;
