// The signed-in resident's dietary needs, shared with every screen that shows meals through one
// context (the provider reads the synced profile once; cards only read the context). The fit
// rule itself is shared-schema's dietaryWarnings(): this file only applies it.
import { createContext, useContext, useMemo } from 'react';
import { dietaryWarnings, type DietaryNeeds, type MealLabels } from '@hostel/shared-schema';

export type DietarySettings = {
  needs: DietaryNeeds;
  /** "Hide meals I can't eat": lists leave out the meals with a warning. */
  hideUnsuitable: boolean;
};

export const NO_DIETARY_NEEDS: DietarySettings = { needs: {}, hideUnsuitable: false };

export const DietaryNeedsContext = createContext<DietarySettings>(NO_DIETARY_NEEDS);

export function useDietarySettings(): DietarySettings {
  return useContext(DietaryNeedsContext);
}

/** Whether the resident keeps to anything at all (no needs: no warnings, nothing hidden). */
export function hasNeeds(needs: DietaryNeeds): boolean {
  return Boolean(needs.diet || needs.halalOnly || needs.avoid?.length);
}

/** The warnings of one meal for the signed-in resident ([] when it fits or nothing is set). */
export function useMealWarnings(meal: MealLabels): string[] {
  const { needs } = useDietarySettings();
  const { diet, halal, allergens } = meal;
  return useMemo(
    () => dietaryWarnings({ diet, halal, allergens }, needs),
    [diet, halal, allergens, needs],
  );
}

/**
 * The meals a list shows: all of them, unless "Hide meals I can't eat" is on; then only those
 * without a warning, and how many were left out (the list says so: never silently hidden).
 */
export function useSuitableMeals<T>(
  meals: readonly T[],
  labelsOf: (meal: T) => MealLabels,
): { meals: readonly T[]; hidden: number } {
  const { needs, hideUnsuitable } = useDietarySettings();
  return useMemo(() => {
    if (!hideUnsuitable || !hasNeeds(needs)) return { meals, hidden: 0 };
    const shown = meals.filter((meal) => dietaryWarnings(labelsOf(meal), needs).length === 0);
    return { meals: shown, hidden: meals.length - shown.length };
  }, [meals, labelsOf, needs, hideUnsuitable]);
}
