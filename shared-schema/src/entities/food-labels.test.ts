import { describe, expect, it } from 'vitest';
import { allergenListSchema, dietaryWarnings, dietSchema } from './food-labels';

describe('food labels', () => {
  it('warns about each allergen a resident avoids, by its name', () => {
    const meal = { diet: 'vegetarian', halal: true, allergens: ['peanuts', 'milk'] } as const;
    expect(dietaryWarnings(meal, { avoid: ['peanuts', 'sesame', 'milk'] })).toEqual([
      'Contains peanuts',
      'Contains milk',
    ]);
    expect(dietaryWarnings(meal, { avoid: ['sesame'] })).toEqual([]);
  });

  it('fits a diet by the stricter diets it includes', () => {
    const vegan = { diet: 'vegan', halal: false, allergens: [] } as const;
    const fish = { diet: 'fish', halal: true, allergens: ['fish'] } as const;
    expect(dietaryWarnings(vegan, { diet: 'vegetarian' })).toEqual([]);
    expect(dietaryWarnings(fish, { diet: 'vegetarian' })).toEqual(['Not vegetarian']);
    expect(dietaryWarnings(fish, { diet: 'fish' })).toEqual([]);
    expect(dietaryWarnings(vegan, { halalOnly: true })).toEqual(['Not halal']);
  });

  it('treats an unlabelled meal as unknown, never as safe', () => {
    const unlabelled = { diet: null, halal: false, allergens: null };
    expect(dietaryWarnings(unlabelled, { diet: 'vegan', avoid: ['eggs'] })).toEqual([
      'Diet not labelled',
      'Allergens not labelled',
    ]);
    expect(dietaryWarnings(unlabelled, {})).toEqual([]);
  });

  it('names the field in its messages and refuses repeats', () => {
    expect(dietSchema.safeParse('pork').error?.issues[0]?.message).toMatch(/^diet must be/);
    expect(allergenListSchema.safeParse(['milk', 'milk']).success).toBe(false);
    expect(allergenListSchema.safeParse(['nuts']).error?.issues[0]?.message).toMatch(
      /^allergens must be/,
    );
  });
});
