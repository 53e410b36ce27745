// Request and response schemas of the spec §7 "meals" calls. The Add Meal and Meal edit bodies
// (spec §5) are derived from the entity (entities/meal.ts): its limits and messages are not
// restated here. Fields the server sets itself (likes, numReviews, postTime, distributor) are
// not part of a body schema: whatever a client sends there is dropped.
import { z } from 'zod';
import {
  ALL_MEALS_MAX_LIMIT,
  ALL_MEALS_PAGE_SIZE,
  MEAL_CATEGORIES,
  PRICE_SORTS,
  SORT_DEFAULTS,
} from '../constants';
import { idSchema, imageUrlSchema, numberFromText } from '../entities/common';
import {
  ALLERGENS,
  allergenListSchema,
  dietPreferenceSchema,
  dietSchema,
  type Allergen,
} from '../entities/food-labels';
import {
  mealFieldsSchema,
  mealSchema,
  SERVER_SET_MEAL_FIELDS,
  upcomingMealSchema,
} from '../entities/meal';
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

const field = mealFieldsSchema.shape;

/** The entity's own schema (its limits and messages) with another message for a wrong type. */
function withTypeMessage<T extends z.ZodType>(schema: T, message: string): T {
  return schema.clone({ ...schema.def, error: () => message } as T['def']);
}

/** A meal's price as a form sends it: a number or decimal text, with the entity's limits. */
export const priceSchema = z.preprocess(decimalText, field.price);
/** A meal's rating as a form sends it: a number or integer text, with the entity's limits. */
export const mealRatingSchema = z.preprocess(integerText, field.rating);

/** The image an admin gives: required, and an http(s) or same-site URL (input rule only). */
const requiredImageUrl = z
  .string({ error: 'mealImage is required' })
  .trim()
  .min(1, 'mealImage is required')
  .pipe(imageUrlSchema);
const ADD_INGREDIENTS_MESSAGE = 'ingredients: add at least one ingredient';

/**
 * The food labels in a body: each optional ('' and null mean "not given"), so the
 * spec's bodies without them stay valid. Add Meal stores a label not given as "not labelled"
 * (the entity's default); Meal edit keeps the stored one, so an edit that leaves labels out
 * changes nothing and 'No Change' still means no write.
 */
const labelFields = {
  diet: optional(dietSchema),
  halal: optional(field.halal.unwrap()),
  allergens: optional(allergenListSchema),
};

/**
 * POST /add-meal and /add-meal-upcoming (spec §5 Add Meal): every meal field the admin sets (all
 * but SERVER_SET_MEAL_FIELDS) with the entity's limits; input-only rules on top: price and
 * rating may be text, the image must be a URL, at least one ingredient.
 */
export const addMealBodySchema = mealFieldsSchema.omit(SERVER_SET_MEAL_FIELDS).extend({
  price: priceSchema,
  rating: mealRatingSchema,
  mealImage: requiredImageUrl,
  ingredients: withTypeMessage(field.ingredients, ADD_INGREDIENTS_MESSAGE).min(
    1,
    ADD_INGREDIENTS_MESSAGE,
  ),
  ...labelFields,
});
export type AddMealBody = z.infer<typeof addMealBodySchema>;

/**
 * PATCH /update-one-meal/{id} (spec §5 Meal edit): the Add Meal body, except that the price is
 * stored as an integer (the spec's client sends parseInt of the field) and image and
 * ingredients keep their value when absent (an empty ingredient list is allowed).
 */
export const updateMealBodySchema = addMealBodySchema.extend({
  price: priceSchema.transform((price) => Math.trunc(price)),
  mealImage: optional(z.string().trim().min(1, 'mealImage is required').pipe(imageUrlSchema)),
  ingredients: optional(withTypeMessage(field.ingredients, 'ingredients must be a list of texts')),
});
export type UpdateMealBody = z.infer<typeof updateMealBodySchema>;

const WITHOUT_MESSAGE = `without must be a comma-separated list of ${ALLERGENS.join(', ')}`;

/**
 * `without=peanuts,milk`: the allergens a meal must not contain. Blanks between
 * commas are ignored and a repeat counts once; an unknown name is a 400 naming `without`.
 */
const withoutQuery = z
  .string({ error: WITHOUT_MESSAGE })
  .max(400, WITHOUT_MESSAGE)
  .transform((text, ctx): Allergen[] => {
    const names = text
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    if (!names.every((name) => (ALLERGENS as readonly string[]).includes(name))) {
      ctx.addIssue({ code: 'custom', message: WITHOUT_MESSAGE });
      return z.NEVER;
    }
    return [...new Set(names as Allergen[])];
  });

/**
 * GET /all-meals: `page` is an offset (0, 4, 8, …), not a page index. `diet`, `halal` and
 * `without` are the label filters (entities/food-labels.ts `passesLabelFilters`);
 * absent or '' they filter nothing, so the spec's call answers as before.
 */
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
  diet: optional(dietPreferenceSchema),
  halal: optional(
    z
      .enum(['true', 'false'], { error: 'halal must be true or false' })
      .transform((value) => value === 'true'),
  ),
  without: optional(withoutQuery),
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
