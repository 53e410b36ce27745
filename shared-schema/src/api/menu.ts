// Request and answer schemas of the menu, skip, kitchen, settings and statement calls (our own
// additions to spec §7; docs/decisions/0026-the-server-clock-judges-cut-offs.md).
import { z } from 'zod';
import { MEAL_TYPES, PACKAGE_NAMES } from '../constants';
import { idSchema } from '../entities/common';
import { isoDateSchema, MAX_MEALS_PER_SLOT, mealSlotSchema } from '../entities/menu';
import { hostelSettingsSchema } from '../entities/hostel-settings';
import { ALLERGENS, DIET_PREFERENCES } from '../entities/food-labels';
import { coverPeriodSchema } from './covers';
import { optional } from './optional';

/** PUT /menu/{date}/{slot}. */
export const menuSlotParamsSchema = z.object({ date: isoDateSchema, slot: mealSlotSchema });
export const setMenuSlotBodySchema = z.object({
  mealIds: z
    .array(idSchema, { error: 'mealIds must be a list of meal ids' })
    .max(MAX_MEALS_PER_SLOT, `at most ${MAX_MEALS_PER_SLOT} meals a slot`)
    .refine((ids) => new Set(ids).size === ids.length, 'a meal is listed twice'),
});
/** POST /menu/copy-week: fills the week starting on `weekStart` from the week before. */
export const copyWeekBodySchema = z.object({ weekStart: isoDateSchema });
export const copyWeekResponseSchema = z
  .object({ acknowledged: z.literal(true), copied: z.number(), keptServed: z.number() })
  .strict();
export type CopyWeekResult = z.infer<typeof copyWeekResponseSchema>;

/** PUT /skips/{date}/{slot}: the REST twin of pushing a skip document. */
export const setSkipBodySchema = z.object({
  skipped: z.boolean({ error: 'skipped must be true or false' }),
});

export const hostelSettingsResponseSchema = hostelSettingsSchema.strict();

/** GET /kitchen?from=&days=: one row per date and slot. */
export const kitchenQuerySchema = z.object({
  from: isoDateSchema.optional(),
  days: z.coerce.number().int().min(1).max(31).optional(),
});
export const kitchenSlotRowSchema = z
  .object({
    date: z.string(),
    slot: z.enum(MEAL_TYPES),
    servesAt: z.number(),
    residents: z.number(),
    skips: z.number(),
    expected: z.number(),
    /** Residents a counter served (one each: their first serving), and the later duplicates. */
    served: z.number(),
    duplicates: z.number(),
    mealTitles: z.array(z.string()),
    /**
     * Per live meal of the slot, the plates to cook: the expected residents it fits by the one
     * fit rule (dietaryWarnings), and those it does not fit.
     */
    dishes: z.array(
      z
        .object({ mealId: z.string(), title: z.string(), plates: z.number(), unfit: z.number() })
        .strict(),
    ),
    /** Among the expected residents: how many keep each diet, keep halal, avoid each allergen. */
    diets: z.array(z.object({ diet: z.enum(DIET_PREFERENCES), count: z.number() }).strict()),
    halalOnly: z.number(),
    allergens: z.array(z.object({ allergen: z.enum(ALLERGENS), count: z.number() }).strict()),
  })
  .strict();
export type KitchenSlotRow = z.infer<typeof kitchenSlotRowSchema>;

/** GET /kitchen/people?date=&slot=: the residents expected at one slot, by name (on demand). */
export const kitchenPeopleQuerySchema = z.object({ date: isoDateSchema, slot: mealSlotSchema });
export const kitchenPeopleResponseSchema = z
  .object({
    date: z.string(),
    slot: z.enum(MEAL_TYPES),
    people: z.array(
      z
        .object({
          name: z.string(),
          email: z.string(),
          diet: z.enum(DIET_PREFERENCES).nullable(),
          halalOnly: z.boolean(),
          avoid: z.array(z.enum(ALLERGENS)),
        })
        .strict(),
    ),
    /**
     * The slot's servings as the counters recorded them, first served first: a duplicate is a
     * later serving of a resident already served (kept and listed, not counted).
     */
    servings: z.array(
      z
        .object({
          name: z.string(),
          counterId: z.string(),
          servedAt: z.number(),
          duplicate: z.boolean(),
        })
        .strict(),
    ),
  })
  .strict();
export type KitchenPeople = z.infer<typeof kitchenPeopleResponseSchema>;
export const kitchenResponseSchema = z
  .object({ today: z.string(), timeZone: z.string(), rows: z.array(kitchenSlotRowSchema) })
  .strict();
export type KitchenAnswer = z.infer<typeof kitchenResponseSchema>;

/** GET /kitchen/forecast?date=: "Cook for N" for one day (tomorrow when absent). */
export const kitchenForecastQuerySchema = z.object({ date: optional(isoDateSchema) });
export const kitchenForecastSchema = z
  .object({
    date: z.string(),
    rows: z.array(
      z
        .object({
          slot: z.enum(MEAL_TYPES),
          residents: z.number().int(),
          skips: z.number().int(),
          expected: z.number().int(),
          /** The share of expected residents not served, over the last four weeks' counter days. */
          noShowRate: z.number().nullable(),
          /** Plates to cook: expected × (1 − noShowRate), or expected without history. */
          cookFor: z.number().int(),
          /** Counter days the rate is measured on. */
          historyDays: z.number().int(),
          /** How far the same forecast landed on the latest counter days (plates, mean). */
          recentError: z
            .object({ meanAbsolute: z.number(), days: z.number().int() })
            .strict()
            .nullable(),
        })
        .strict(),
    ),
  })
  .strict();
export type KitchenForecast = z.infer<typeof kitchenForecastSchema>;

/** GET /statements/mine?month= and /admin/statements?month= ("yyyy-MM"). */
export const monthQuerySchema = z.object({
  month: z
    .string({ error: 'month is required' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month like 2026-11'),
});
export const statementSchema = z
  .object({
    month: z.string(),
    email: z.string(),
    name: z.string(),
    package: z.enum(PACKAGE_NAMES).nullable(),
    payments: z.array(
      z
        .object({
          date: z.number(),
          amount: z.number(),
          package: z.string(),
          transactionId: z.string(),
        })
        .strict(),
    ),
    /** Skipped slots; one a counter served anyway (`served`) gives no rebate. */
    skips: z.array(
      z
        .object({
          date: z.string(),
          slot: z.enum(MEAL_TYPES),
          rebate: z.number(),
          served: z.boolean(),
        })
        .strict(),
    ),
    /** The meals a counter served the resident in the month, one per slot. */
    servedMeals: z.array(z.object({ date: z.string(), slot: z.enum(MEAL_TYPES) }).strict()),
    paid: z.number(),
    rebateTotal: z.number(),
    net: z.number(),
    /** The cover periods overlapping the month, each with its own whole-period figures. */
    periods: z.array(coverPeriodSchema),
  })
  .strict();
export type Statement = z.infer<typeof statementSchema>;
export const statementsResponseSchema = z
  .object({
    month: z.string(),
    statements: z.array(statementSchema),
    totals: z
      .object({ paid: z.number(), skips: z.number(), rebateTotal: z.number(), net: z.number() })
      .strict(),
  })
  .strict();
export type StatementsAnswer = z.infer<typeof statementsResponseSchema>;
