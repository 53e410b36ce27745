// The food-label filters the All Meals query runs: the ones the resident picked on the page and,
// while "Hide meals I can't eat" is on, their dietary needs too. Both are needs in the sense of
// dietaryWarnings(), and a meal passes both exactly when it passes their union: the stricter
// diet (the fitting lists are nested: vegan ⊂ vegetarian ⊂ … ⊂ no red meat), halal if either
// asks, and every allergen either leaves out.
import {
  ALLERGENS,
  MEAL_DIETS_FITTING,
  type DietaryNeeds,
  type DietPreference,
} from '@hostel/shared-schema';
import type { LabelFilterValues } from '../components/label-filters';

function stricterDiet(
  a: DietPreference | null | undefined,
  b: DietPreference | null | undefined,
): DietPreference | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return MEAL_DIETS_FITTING[a].length <= MEAL_DIETS_FITTING[b].length ? a : b;
}

export function combinedFoodFilters(
  picked: LabelFilterValues,
  hiding: DietaryNeeds | null,
): LabelFilterValues {
  if (!hiding) return picked;
  const without = new Set([...picked.without, ...(hiding.avoid ?? [])]);
  return {
    diet: stricterDiet(picked.diet, hiding.diet),
    halal: picked.halal || Boolean(hiding.halalOnly),
    without: ALLERGENS.filter((allergen) => without.has(allergen)),
  };
}
