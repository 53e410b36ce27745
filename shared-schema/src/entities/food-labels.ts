// Diet and allergen labels: the ONE place the diets, the 14 major allergens of
// food-labelling law and their display names are declared. Meals and upcoming meals carry them
// (entities/meal.ts), a resident's dietary profile picks from them, and the filters of All Meals
// (local query and `GET /api/all-meals`) take them.
//
// `null` means "not labelled yet" (meals created before labels existed, or by a client of the
// spec's API that does not send them): never shown as a diet, never treated as "no allergens".
// An empty allergen list means the admin stated "No listed allergens" explicitly.
import { z } from 'zod';

export const DIETS = ['vegetarian', 'vegan', 'egg', 'fish', 'chicken', 'beef', 'mutton'] as const;
export type Diet = (typeof DIETS)[number];

export const DIET_NAMES: Record<Diet, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  egg: 'Egg',
  fish: 'Fish',
  chicken: 'Chicken',
  beef: 'Beef',
  mutton: 'Mutton',
};

export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'tree-nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** The law's names, as a resident reads them ("Contains peanuts" uses the lower-case form). */
export const ALLERGEN_NAMES: Record<Allergen, string> = {
  gluten: 'Cereals containing gluten',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  peanuts: 'Peanuts',
  soybeans: 'Soybeans',
  milk: 'Milk',
  'tree-nuts': 'Tree nuts',
  celery: 'Celery',
  mustard: 'Mustard',
  sesame: 'Sesame',
  sulphites: 'Sulphites',
  lupin: 'Lupin',
  molluscs: 'Molluscs',
};

export const dietSchema = z.enum(DIETS, {
  error: `diet must be one of ${DIETS.join(', ')}`,
});

export const allergenSchema = z.enum(ALLERGENS, {
  error: `allergens must be some of ${ALLERGENS.join(', ')}`,
});

/** A meal's allergens: each at most once (null: not labelled yet; []: none listed). */
export const allergenListSchema = z
  .array(allergenSchema, { error: 'allergens must be a list of allergens' })
  .max(ALLERGENS.length)
  .refine((list) => new Set(list).size === list.length, 'allergens must not repeat');

/**
 * The diets a resident can keep, and for each the meal diets that fit it: a vegetarian eats vegan
 * and vegetarian meals, and so on. The All Meals `diet` filter means the same ("meals a
 * vegetarian can eat"). A meal without a diet label never fits a diet: unknown is not safe.
 */
export const DIET_PREFERENCES = ['vegan', 'vegetarian', 'egg', 'fish', 'chicken'] as const;
export type DietPreference = (typeof DIET_PREFERENCES)[number];

export const DIET_PREFERENCE_NAMES: Record<DietPreference, string> = {
  vegan: 'Vegan',
  vegetarian: 'Vegetarian',
  egg: 'Vegetarian + egg',
  fish: 'Pescatarian (fish, no meat)',
  chicken: 'No red meat',
};

export const MEAL_DIETS_FITTING: Record<DietPreference, readonly Diet[]> = {
  vegan: ['vegan'],
  vegetarian: ['vegan', 'vegetarian'],
  egg: ['vegan', 'vegetarian', 'egg'],
  fish: ['vegan', 'vegetarian', 'egg', 'fish'],
  chicken: ['vegan', 'vegetarian', 'egg', 'fish', 'chicken'],
};

export const dietPreferenceSchema = z.enum(DIET_PREFERENCES, {
  error: `diet must be one of ${DIET_PREFERENCES.join(', ')}`,
});

/** The labels a meal carries (both null until an admin labels it). */
export interface MealLabels {
  diet: Diet | null;
  halal: boolean;
  allergens: readonly Allergen[] | null;
}

/** What a resident keeps to: any part may be absent. */
export interface DietaryNeeds {
  diet?: DietPreference | null;
  halalOnly?: boolean;
  avoid?: readonly Allergen[];
}

/**
 * Why a meal does not fit a resident's needs, as the warnings the screens show ("Contains
 * peanuts"); empty when it fits. The same rule decides the personal warnings, "Hide meals I
 * can't eat" and the All Meals filters, locally and on the server.
 */
export function dietaryWarnings(meal: MealLabels, needs: DietaryNeeds): string[] {
  const warnings: string[] = [];
  if (needs.diet) {
    if (!meal.diet) warnings.push('Diet not labelled');
    else if (!MEAL_DIETS_FITTING[needs.diet].includes(meal.diet)) {
      warnings.push(`Not ${DIET_PREFERENCE_NAMES[needs.diet].toLowerCase()}`);
    }
  }
  if (needs.halalOnly && !meal.halal) warnings.push('Not halal');
  if (needs.avoid?.length) {
    if (!meal.allergens) warnings.push('Allergens not labelled');
    else {
      for (const allergen of needs.avoid) {
        if (meal.allergens.includes(allergen)) {
          warnings.push(`Contains ${ALLERGEN_NAMES[allergen].toLowerCase()}`);
        }
      }
    }
  }
  return warnings;
}

/**
 * The All Meals label filters, as `GET /api/all-meals` and the local query take them:
 * `diet` (meals a person of that diet can eat), `halal` (only halal meals), `without` (meals
 * whose allergens are labelled and contain none of these). Each part absent = no filter.
 */
export interface MealLabelFilters {
  diet?: DietPreference;
  halal?: boolean;
  without?: readonly Allergen[];
}

/**
 * Whether a meal passes the label filters: exactly "no dietary warning" for the needs the
 * filters name, so the filters, the personal warnings and "Hide meals I can't eat" agree.
 * Unlabelled meals never pass a diet or allergen filter.
 */
export function passesLabelFilters(meal: MealLabels, filters: MealLabelFilters): boolean {
  return (
    dietaryWarnings(meal, {
      diet: filters.diet ?? null,
      halalOnly: filters.halal === true,
      avoid: filters.without ?? [],
    }).length === 0
  );
}
