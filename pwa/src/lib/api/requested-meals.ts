// Meal requests from the meal details page (spec §7 "Requested meals").
import type { InsertResult } from '@hostel/shared-schema';
import { http } from './client';

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
    http.get<unknown>('/check-requested-meal', { query: { id, email } }),
  add: (body: NewMealRequest) => http.post<InsertResult>('/add-requested-meal', body),
};
