// Meals for the home tabs: up to 6 of the tab's type ('allMeals' = any type), newest first.
// Today over REST (/all-meals-home); with db/ it becomes a live RxDB query.
import { HOME_TAB_MEAL_LIMIT, type Meal } from '@hostel/shared-schema';
import { mealsApi } from '../../../lib/api';
import { useAsync } from '../../../lib/use-async';

export type HomeTab = 'breakfast' | 'lunch' | 'dinner' | 'allMeals';

export function mealsForTab(meals: readonly Meal[], tab: HomeTab): Meal[] {
  const ofType = tab === 'allMeals' ? meals : meals.filter((meal) => meal.mealType === tab);
  return ofType.slice(0, HOME_TAB_MEAL_LIMIT);
}

export function useHomeMeals() {
  const { data, loading, error } = useAsync(() => mealsApi.home(), 'home-meals');
  return { meals: data ?? [], loading, error };
}
