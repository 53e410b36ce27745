// Meal (spec §3) and the upcoming meal that wraps one until it is published. The ONE place a meal
// field and its limits are declared: the Add Meal / Meal edit bodies (api/meals.ts) are derived
// from mealFieldsSchema, RxDB's schema is generated from it and the server's row codec
// (domain/meals/meal-repository.ts) follows its keys. The messages are spec §5's form messages,
// so the derived bodies answer them unchanged.
// The food labels (diet, halal, allergens: food-labels.ts) are fields WITH DEFAULTS,
// so the spec's bodies and documents without them stay valid: diet and allergens default to
// null ("not labelled yet"), halal to false.
import { z } from 'zod';
import { MEAL_TYPES, RATING_MAX, RATING_MIN } from '../constants';
import { idSchema, timestampSchema } from './common';
import { allergenListSchema, dietSchema } from './food-labels';
import { NOT_BLANK, syncedCollection } from '../sync/synced-collection';

const MAX_PRICE = 1_000_000;
const required = (field: string) => `${field} is required`;
const PRICE_MESSAGE = 'price must be a non-negative decimal number';
const RATING_MESSAGE = 'rating must be an integer from 0 to 5';

/** Text an admin must fill in: blank after trimming is "<field> is required". */
const requiredText = (field: string, max: number) =>
  z
    .string({ error: required(field) })
    .trim()
    .min(1, required(field))
    .max(max);

const ingredientSchema = z
  .string({ error: 'ingredients must be texts' })
  .trim()
  .min(1, 'ingredients must not be empty')
  .max(200);

export const mealFieldsSchema = z.object({
  mealTitle: requiredText('mealTitle', 200),
  mealType: z.enum(MEAL_TYPES, { error: 'mealType must be breakfast, lunch or dinner' }),
  price: z
    .number({ error: PRICE_MESSAGE })
    .min(0, PRICE_MESSAGE)
    .max(MAX_PRICE, `price must be at most ${MAX_PRICE}`),
  mealImage: z.string().max(2048),
  ingredients: z.array(ingredientSchema).max(100),
  description: requiredText('description', 5000),
  rating: z
    .number({ error: 'rating is required (an integer from 0 to 5)' })
    .int(RATING_MESSAGE)
    .min(RATING_MIN, RATING_MESSAGE)
    .max(RATING_MAX, RATING_MESSAGE),
  postTime: timestampSchema,
  likes: z.number().int().min(0).max(1e9),
  numReviews: z.number().int().min(0).max(1e9),
  distributorName: z.string().max(200),
  distributorEmail: z.string().max(254),
  diet: dietSchema.nullable().default(null),
  halal: z.boolean({ error: 'halal must be true or false' }).default(false),
  allergens: allergenListSchema.nullable().default(null),
});
export type MealFields = z.infer<typeof mealFieldsSchema>;

/** Fields the server sets itself (counters, post time, distributor): never taken from a body. */
export const SERVER_SET_MEAL_FIELDS = {
  postTime: true,
  likes: true,
  numReviews: true,
  distributorName: true,
  distributorEmail: true,
} as const;

export const mealSchema = mealFieldsSchema.extend({ _id: idSchema });
export type Meal = z.infer<typeof mealSchema>;

export const upcomingMealSchema = z.object({
  _id: idSchema,
  likes: z.number().int().min(0).max(1e9),
  mainMealData: mealFieldsSchema,
});
export type UpcomingMeal = z.infer<typeof upcomingMealSchema>;

type StoredMeal = Record<string, unknown>;
/**
 * A meal stored on a device before the food labels existed is "not labelled yet" (the entity's
 * defaults). A document that already has them (pulled anew) keeps them.
 */
function withFoodLabels(doc: StoredMeal): StoredMeal {
  return { diet: null, halal: false, allergens: null, ...doc };
}

export const mealsSync = syncedCollection({
  name: 'meals',
  noun: 'meal',
  entity: mealSchema,
  audience: 'public',
  devicePushes: false,
  // 1: the food labels. The list query filters by type; price ordering is done in memory (prices
  // may have cents, which an integer `multipleOf` index could not hold).
  rx: {
    version: 1,
    indexes: ['mealType'],
    properties: { mealTitle: NOT_BLANK, description: NOT_BLANK },
  },
  migrations: { 1: withFoodLabels },
  repeatedFields: ['mealType', 'mealImage', 'ingredients', 'distributorName', 'distributorEmail'],
});

export const upcomingMealsSync = syncedCollection({
  name: 'upcoming-meals',
  noun: 'upcoming meal',
  entity: upcomingMealSchema,
  // The meal inside is as strict as the document.
  doc: upcomingMealSchema.extend({ mainMealData: mealFieldsSchema.strict() }),
  audience: 'public',
  devicePushes: false,
  // 1: the food labels, inside mainMealData.
  rx: { version: 1 },
  migrations: {
    1: (doc) => ({ ...doc, mainMealData: withFoodLabels(doc.mainMealData as StoredMeal) }),
  },
});
