// Request and response schemas of the spec §7 "requested meals" calls.
import { z } from 'zod';
import { REQUESTED_MEAL_SORTS, SORT_DEFAULTS } from '../constants';
import { emailSchema, idSchema } from '../entities/common';
import { mealSchema } from '../entities/meal';
import { requestedMealSchema } from '../entities/requested-meal';
import {
  deleteResultSchema,
  insertResultSchema,
  listCountSchema,
  pageIndexQuery,
  searchQuery,
  updateResultSchema,
} from './common';
import { optional } from './optional';

/** GET /check-requested-meal?id=&email= */
export const checkRequestedMealQuerySchema = z.object({ id: idSchema, email: emailSchema });

/**
 * POST /add-requested-meal. Only `email` and `mealId` are trusted (and checked): the name comes
 * from the session, the title from the meal, and the status always starts 'pending'.
 */
export const addRequestedMealBodySchema = z.object({
  name: optional(z.string().max(200)),
  email: emailSchema,
  mealId: idSchema,
  mealTitle: optional(z.string().max(200)),
  status: optional(z.string().max(40)),
});
export type AddRequestedMealBody = z.infer<typeof addRequestedMealBodySchema>;

/** GET /my-requested-meals?email=&sort=&page= (sort del: delivered first, pen: pending first). */
export const myRequestedMealsQuerySchema = z.object({
  email: emailSchema,
  sort: optional(z.enum(REQUESTED_MEAL_SORTS), SORT_DEFAULTS.requestedMeals),
  page: pageIndexQuery,
});

/** GET /all-requested-meals?search=&page= (admin). */
export const allRequestedMealsQuerySchema = z.object({ search: searchQuery, page: pageIndexQuery });

/** `{id}` of DELETE /delete-requested-meal/{id} and PATCH /update-requested-meal/{id}. */
export const requestedMealIdParamsSchema = z.object({ id: idSchema });

// ---- Answers -----------------------------------------------------------------------------------

/** A requested-meal document as answers carry it. */
export const requestedMealDocSchema = requestedMealSchema.strict();
/** GET /check-requested-meal: the user's request for that meal, or null (JSON `null`). */
export const checkRequestedMealResponseSchema = requestedMealDocSchema.nullable();
/** POST /add-requested-meal (201). */
export const addRequestedMealResponseSchema = insertResultSchema;
/** A row of the requested-meal lists: the request with its meal (null once the meal is gone). */
export const requestedMealWithMealSchema = requestedMealSchema
  .extend({ meal: mealSchema.strict().nullable() })
  .strict();
export type RequestedMealWithMeal = z.infer<typeof requestedMealWithMealSchema>;
/** GET /my-requested-meals and /all-requested-meals: a page of 10. */
export const requestedMealsPageSchema = z
  .object({ requestedMeals: z.array(requestedMealWithMealSchema), count: listCountSchema })
  .strict();
export type RequestedMealsPage = z.infer<typeof requestedMealsPageSchema>;
export const myRequestedMealsResponseSchema = requestedMealsPageSchema;
export const allRequestedMealsResponseSchema = requestedMealsPageSchema;
/** DELETE /delete-requested-meal/{id}. */
export const deleteRequestedMealResponseSchema = deleteResultSchema;
/** PATCH /update-requested-meal/{id} on a request already delivered. */
export const alreadyDeliveredResultSchema = z.object({ delivered: z.literal(true) }).strict();
export type AlreadyDeliveredResult = z.infer<typeof alreadyDeliveredResultSchema>;
/** PATCH /update-requested-meal/{id}: served now, or `{delivered: true}` if it already was. */
export const updateRequestedMealResponseSchema = z.union([
  updateResultSchema,
  alreadyDeliveredResultSchema,
]);
