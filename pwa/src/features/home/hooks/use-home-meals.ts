// Meals for the home tabs: up to 6 of the tab's type ('allMeals' = any type), newest first —
// a live query of the local database, so the tabs show offline too.
import { useMemo } from 'react';
import { HOME_TAB_MEAL_LIMIT, type Meal } from '@hostel/shared-schema';
import { useConnectionStatus } from '../../../components/sync';
import { useMealsQuery } from '../../../db';

export type HomeTab = 'breakfast' | 'lunch' | 'dinner' | 'allMeals';

/** Newest first, like GET /all-meals-home (post time, then id). */
export function newestFirst(meals: readonly Meal[]): Meal[] {
  return [...meals].sort((a, b) => b.postTime - a.postTime || (a._id < b._id ? 1 : -1));
}

/** Every meal of the tab's type, in the order given. */
export function mealsOfTab(meals: readonly Meal[], tab: HomeTab): readonly Meal[] {
  return tab === 'allMeals' ? meals : meals.filter((meal) => meal.mealType === tab);
}

export function mealsForTab(meals: readonly Meal[], tab: HomeTab): Meal[] {
  return mealsOfTab(meals, tab).slice(0, HOME_TAB_MEAL_LIMIT);
}

export function useHomeMeals() {
  const { meals, loading } = useMealsQuery({});
  const { firstSyncPending } = useConnectionStatus();
  const sorted = useMemo(() => newestFirst(meals), [meals]);
  return { meals: sorted, loading: loading || (firstSyncPending && meals.length === 0) };
}
