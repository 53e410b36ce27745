// Meals for the home tabs: up to 6 of the tab's type ('allMeals' = any type), newest first,
// leaving out the meals the resident cannot eat while they hide them — a live query of the
// local database (the engine picks them: engine/home-meals.ts), so the tabs show offline too.
import { hasNeeds, useDietarySettings } from '../../../components/food-labels';
import { useConnectionStatus } from '../../../components/sync';
import { useHomeMealsOf } from '../../../db';

export { mealsForTab, mealsOfTab, newestFirst, type HomeTab } from '../../../db';

export function useHomeMeals() {
  const { needs, hideUnsuitable } = useDietarySettings();
  const { home, loading } = useHomeMealsOf(hideUnsuitable && hasNeeds(needs) ? needs : null);
  const { firstSyncPending } = useConnectionStatus();
  return { home, loading: loading || (firstSyncPending && (home?.total ?? 0) === 0) };
}
