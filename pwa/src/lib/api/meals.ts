// Public meal reads and the upcoming-meal list (spec §7 "Meals").
import {
  ENDPOINTS,
  type AllMealsResult,
  type DietPreference,
  type Meal,
  type UpcomingMeal,
} from '@hostel/shared-schema';
import { callEndpoint } from './client';

export type AllMealsParams = {
  search: string;
  category: 'all' | 'breakfast' | 'lunch' | 'dinner';
  sbp: 'l2h' | 'h2l';
  /** An offset (0, 4, 8, …), not a page index. */
  page: number;
  limit: number;
  /** Label filters, all optional: a DietPreference, only halal, allergens to avoid. */
  diet?: DietPreference;
  halal?: boolean;
  /** Comma-separated allergens, e.g. 'peanuts,milk'. */
  without?: string;
};

const pub = { authenticated: false } as const;

export const mealsApi = {
  home: () => callEndpoint<Meal[]>(ENDPOINTS.allMealsHome, pub),
  list: (params: AllMealsParams, signal?: AbortSignal) =>
    callEndpoint<AllMealsResult>(ENDPOINTS.allMeals, { query: params, signal, ...pub }),
  one: (id: string) => callEndpoint<Meal>(ENDPOINTS.meal, { params: { id }, ...pub }),
  upcomingForUsers: () => callEndpoint<UpcomingMeal[]>(ENDPOINTS.allUpcomingMealsUser, pub),
};
