import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALLERGENS,
  DIET_PREFERENCES,
  DIETS,
  dietaryWarnings,
  type DietaryNeeds,
  type MealLabels,
} from '@hostel/shared-schema';
import { combinedFoodFilters } from './food-filters';

const asNeeds = (filters: { diet: DietaryNeeds['diet']; halal: boolean; without: string[] }) =>
  ({ diet: filters.diet, halalOnly: filters.halal, avoid: filters.without }) as DietaryNeeds;

const allergenList = fc.subarray([...ALLERGENS]);
const meal: fc.Arbitrary<MealLabels> = fc.record({
  diet: fc.option(fc.constantFrom(...DIETS), { nil: null }),
  halal: fc.boolean(),
  allergens: fc.option(allergenList, { nil: null }),
});
const picked = fc.record({
  diet: fc.option(fc.constantFrom(...DIET_PREFERENCES), { nil: null }),
  halal: fc.boolean(),
  without: allergenList,
});
const needs: fc.Arbitrary<DietaryNeeds> = fc.record({
  diet: fc.option(fc.constantFrom(...DIET_PREFERENCES), { nil: null }),
  halalOnly: fc.boolean(),
  avoid: allergenList,
});

describe('All Meals filters combined with "Hide meals I can\'t eat"', () => {
  it('keeps the picked filters unchanged while hiding is off', () => {
    const filters = { diet: 'vegan' as const, halal: false, without: ['milk' as const] };
    expect(combinedFoodFilters(filters, null)).toBe(filters);
  });

  it('passes a meal exactly when it passes the picked filters AND the resident’s needs', () => {
    fc.assert(
      fc.property(meal, picked, needs, (labels, filters, own) => {
        const combined = combinedFoodFilters(filters, own);
        const passesBoth =
          dietaryWarnings(labels, asNeeds(filters)).length === 0 &&
          dietaryWarnings(labels, own).length === 0;
        expect(dietaryWarnings(labels, asNeeds(combined)).length === 0).toBe(passesBoth);
      }),
      { numRuns: 500 },
    );
  });
});
