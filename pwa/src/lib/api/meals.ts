// Public meal reads and the upcoming-meal list (spec §7 "Meals").
import type { AllMealsResult, Meal, UpcomingMeal } from '@hostel/shared-schema';
import { http } from './client';

export type AllMealsParams = {
  search: string;
  category: 'all' | 'breakfast' | 'lunch' | 'dinner';
  sbp: 'l2h' | 'h2l';
  /** An offset (0, 4, 8, …), not a page index. */
  page: number;
  limit: number;
};

const pub = { authenticated: false } as const;

export const mealsApi = {
  home: () => http.get<Meal[]>('/all-meals-home', pub),
  list: (params: AllMealsParams, signal?: AbortSignal) =>
    http.get<AllMealsResult>('/all-meals', { query: params, signal, ...pub }),
  one: (id: string) => http.get<Meal>(`/meal/${encodeURIComponent(id)}`, pub),
  upcomingForUsers: () => http.get<UpcomingMeal[]>('/all-upcoming-meals-user', pub),
};
