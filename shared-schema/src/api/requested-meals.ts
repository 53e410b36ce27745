// Request and response schemas of the spec §7 "requested meals" calls.
import { z } from 'zod';
import { REQUESTED_MEAL_SORTS, SORT_DEFAULTS } from '../constants';
import { emailSchema, idSchema } from '../entities/common';
import type { Meal } from '../entities/meal';
import type { RequestedMeal } from '../entities/requested-meal';
import { pageIndexQuery, searchQuery } from './common';

/** GET /check-requested-meal?id=&email= */
export const checkRequestedMealQuerySchema = z.object({ id: idSchema, email: emailSchema });

/**
 * POST /add-requested-meal. Only `email` and `mealId` are trusted (and checked): the name comes
 * from the session, the title from the meal, and the status always starts 'pending'.
 */
export const addRequestedMealBodySchema = z.object({
  name: z.string().max(200).optional(),
  email: emailSchema,
  mealId: idSchema,
  mealTitle: z.string().max(200).optional(),
  status: z.string().max(40).optional(),
});
export type AddRequestedMealBody = z.infer<typeof addRequestedMealBodySchema>;

/** GET /my-requested-meals?email=&sort=&page= (sort del: delivered first, pen: pending first). */
export const myRequestedMealsQuerySchema = z.object({
  email: emailSchema,
  sort: z.preprocess(
    (value) => (value === undefined || value === '' ? SORT_DEFAULTS.requestedMeals : value),
    z.enum(REQUESTED_MEAL_SORTS),
  ),
  page: pageIndexQuery,
});

/** GET /all-requested-meals?search=&page= (admin). */
export const allRequestedMealsQuerySchema = z.object({ search: searchQuery, page: pageIndexQuery });

/** `{id}` of DELETE /delete-requested-meal/{id} and PATCH /update-requested-meal/{id}. */
export const requestedMealIdParamsSchema = z.object({ id: idSchema });

/** A row of the requested-meal lists: the request with its meal (null once the meal is gone). */
export type RequestedMealWithMeal = RequestedMeal & { meal: Meal | null };
export type RequestedMealsPage = { requestedMeals: RequestedMealWithMeal[]; count: number };
/** PATCH /update-requested-meal/{id} on a request already delivered. */
export type AlreadyDeliveredResult = { delivered: true };
