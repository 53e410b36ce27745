// Meal requests from the meal details page (spec §7 "Requested meals").
import { ENDPOINTS, type InsertResult } from '@hostel/shared-schema';
import { callEndpoint } from './client';

export type NewMealRequest = {
  name: string;
  email: string;
  mealId: string;
  mealTitle: string;
  status: 'pending';
};

export const requestedMealsApi = {
  /** The earlier request, or null. */
  check: (id: string, email: string) =>
    callEndpoint<unknown>(ENDPOINTS.checkRequestedMeal, { query: { id, email } }),
  add: (body: NewMealRequest) => callEndpoint<InsertResult>(ENDPOINTS.addRequestedMeal, { body }),
};
