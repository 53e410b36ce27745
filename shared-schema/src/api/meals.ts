// Request and response schemas of the spec §7 "meals" calls, with the Add Meal and Meal edit
// rules of spec §5. Fields the server sets itself (likes, numReviews, postTime, distributor)
// are not part of a body schema: whatever a client sends there is dropped.
import { z } from 'zod';
import {
  ALL_MEALS_MAX_LIMIT,
  ALL_MEALS_PAGE_SIZE,
  MEAL_CATEGORIES,
  MEAL_TYPES,
  PRICE_SORTS,
  RATING_MAX,
  RATING_MIN,
  SORT_DEFAULTS,
} from '../constants';
import { idSchema, imageUrlSchema, numberFromText } from '../entities/common';
import { mealFieldsSchema, mealSchema, upcomingMealSchema } from '../entities/meal';
import {
  deleteResultSchema,
  insertResultSchema,
  listCountSchema,
  pageIndexQuery,
  searchQuery,
  successResultSchema,
  updateResultSchema,
} from './common';
import { optional } from './optional';

/** "digits with optional fraction" (spec §5): the only text a price may be written as. */
export const DECIMAL_PATTERN = /^\d+(\.\d+)?$/;
const MAX_PRICE = 1_000_000;

const required = (field: string) => `${field} is required`;

/** A form value may arrive as text; turn decimal text into a number, leave anything else. */
// Both patterns are linear; the length bound only keeps absurd text from being scanned at all.
const decimalText = (value: unknown) =>
  typeof value === 'string' && value.length <= 64 && DECIMAL_PATTERN.test(value.trim())
    ? Number(value.trim())
    : value;
const integerText = (value: unknown) =>
  typeof value === 'string' && value.length <= 64 && /^\d+$/.test(value.trim())
    ? Number(value.trim())
    : value;

const requiredText = (field: string, max: number) =>
  z
    .string({ error: required(field) })
    .trim()
    .min(1, required(field))
    .max(max);

export const priceSchema = z.preprocess(
  decimalText,
  z
    .number({ error: 'price must be a non-negative decimal number' })
    .min(0, 'price must be a non-negative decimal number')
    .max(MAX_PRICE, `price must be at most ${MAX_PRICE}`),
);

export const mealRatingSchema = z.preprocess(
  integerText,
  z
    .number({ error: 'rating is required (an integer from 0 to 5)' })
    .int('rating must be an integer from 0 to 5')
    .min(RATING_MIN, 'rating must be an integer from 0 to 5')
    .max(RATING_MAX, 'rating must be an integer from 0 to 5'),
);

const mealTypeSchema = z.enum(MEAL_TYPES, { error: 'mealType must be breakfast, lunch or dinner' });
const ingredientSchema = z
  .string({ error: 'ingredients must be texts' })
  .trim()
  .min(1, 'ingredients must not be empty')
  .max(200);

/** POST /add-meal and /add-meal-upcoming (spec §5 Add Meal). */
export const addMealBodySchema = z.object({
  mealTitle: requiredText('mealTitle', 200),
  mealType: mealTypeSchema,
  price: priceSchema,
  mealImage: z
    .string({ error: required('mealImage') })
    .trim()
    .min(1, required('mealImage'))
    .pipe(imageUrlSchema),
  ingredients: z
    .array(ingredientSchema, { error: 'ingredients: add at least one ingredient' })
    .min(1, 'ingredients: add at least one ingredient')
    .max(100),
  description: requiredText('description', 5000),
  rating: mealRatingSchema,
});
export type AddMealBody = z.infer<typeof addMealBodySchema>;

/**
 * PATCH /update-one-meal/{id} (spec §5 Meal edit): the price is stored as an integer (the
 * spec's client sends parseInt of the field); image and ingredients keep their value when absent.
 */
export const updateMealBodySchema = z.object({
  mealTitle: requiredText('mealTitle', 200),
  mealType: mealTypeSchema,
  price: priceSchema.transform((price) => Math.trunc(price)),
  mealImage: optional(z.string().trim().min(1, required('mealImage')).pipe(imageUrlSchema)),
  ingredients: optional(
    z.array(ingredientSchema, { error: 'ingredients must be a list of texts' }).max(100),
  ),
  description: requiredText('description', 5000),
  rating: mealRatingSchema,
});
export type UpdateMealBody = z.infer<typeof updateMealBodySchema>;

/** GET /all-meals: `page` is an offset (0, 4, 8, …), not a page index. */
export const allMealsQuerySchema = z.object({
  search: searchQuery,
  category: optional(
    z.enum(MEAL_CATEGORIES, { error: 'category must be all, breakfast, lunch or dinner' }),
    'all',
  ),
  sbp: optional(z.enum(PRICE_SORTS, { error: 'sbp must be l2h or h2l' }), SORT_DEFAULTS.allMeals),
  page: optional(numberFromText(z.number().int().min(0).max(1_000_000_000)), 0),
  limit: optional(
    numberFromText(z.number().int().min(1).max(ALL_MEALS_MAX_LIMIT)),
    ALL_MEALS_PAGE_SIZE,
  ),
});
export type AllMealsQuery = z.infer<typeof allMealsQuerySchema>;

/** A meal or upcoming meal id in the path. */
export const mealIdParamsSchema = z.object({ id: idSchema });
/** Admin tables: a zero-based page index of 10 rows. */
export const adminPageQuerySchema = z.object({ page: pageIndexQuery });

// ---- Answers -----------------------------------------------------------------------------------

/** A meal document as answers carry it: exactly the fields of spec §3, nothing more. */
export const mealDocSchema = mealSchema.strict();
/** An upcoming meal document: `{_id, likes, mainMealData}` with the meal's fields inside. */
export const upcomingMealDocSchema = upcomingMealSchema
  .extend({ mainMealData: mealFieldsSchema.strict() })
  .strict();

/** GET /all-meals-home: every live meal, newest first (a bare array). */
export const allMealsHomeResponseSchema = z.array(mealDocSchema);
/** GET /all-meals: count = the filtered total, total = every live meal. */
export const allMealsResponseSchema = z
  .object({ meals: z.array(mealDocSchema), count: listCountSchema, total: listCountSchema })
  .strict();
export type AllMealsResult = z.infer<typeof allMealsResponseSchema>;
/** GET /meal/{id}. */
export const mealResponseSchema = mealDocSchema;
/** POST /add-meal and /add-meal-upcoming (201). */
export const addMealResponseSchema = insertResultSchema;
/** GET /all-meals-admin: a page of 10. */
export const allMealsAdminResponseSchema = z
  .object({ meals: z.array(mealDocSchema), count: listCountSchema })
  .strict();
export type AdminMealsResult = z.infer<typeof allMealsAdminResponseSchema>;
/** PATCH /update-one-meal/{id}. */
export const updateMealResponseSchema = updateResultSchema;
/** DELETE /delete-a-meal-admin/{id}. */
export const deleteMealResponseSchema = deleteResultSchema;
/** GET /all-upcoming-meals: a page of 10. */
export const allUpcomingMealsResponseSchema = z
  .object({ count: listCountSchema, upcomingMeals: z.array(upcomingMealDocSchema) })
  .strict();
export type UpcomingMealsResult = z.infer<typeof allUpcomingMealsResponseSchema>;
/** GET /all-upcoming-meals-user: every live upcoming meal (a bare array). */
export const allUpcomingMealsUserResponseSchema = z.array(upcomingMealDocSchema);
/** POST /from-upcoming-to-meals/{id}. */
export const publishUpcomingResponseSchema = successResultSchema;
