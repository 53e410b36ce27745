import { describe, expect, it } from 'vitest';
import type { Meal } from '@hostel/shared-schema';
import { mealsForTab } from './use-home-meals';

const meal = (n: number, mealType: Meal['mealType']) => ({ _id: String(n), mealType }) as Meal;
const meals = [
  ...Array.from({ length: 8 }, (_, n) => meal(n, 'breakfast')),
  meal(20, 'lunch'),
  meal(21, 'dinner'),
];

describe('home tabs', () => {
  it('show at most 6 meals of the tab type', () => {
    expect(mealsForTab(meals, 'breakfast').map((m) => m._id)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(mealsForTab(meals, 'lunch').map((m) => m._id)).toEqual(['20']);
    expect(mealsForTab(meals, 'dinner').map((m) => m._id)).toEqual(['21']);
  });
  it('allMeals takes any type', () => {
    expect(mealsForTab(meals, 'allMeals')).toHaveLength(6);
  });
});
