import { describe, expect, it } from 'vitest';
import type { Meal } from '@hostel/shared-schema';
import { homeMealsOf } from '../../../db/engine/home-meals';
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
  it('leave out, while hiding, the meals with a warning before the limit, and count them', () => {
    const halal = (n: number) => ({ ...meal(n, 'lunch'), halal: true, postTime: n }) as Meal;
    const other = (n: number) => ({ ...meal(n, 'lunch'), halal: false, postTime: n }) as Meal;
    const all = [...Array.from({ length: 7 }, (_, n) => halal(30 + n)), other(50), other(51)];
    const home = homeMealsOf(all, { halalOnly: true });
    // Newest first: the two newest are not halal and go; six of the seven halal meals show.
    expect(home.tabs.lunch.meals.map((m) => m._id)).toEqual(['36', '35', '34', '33', '32', '31']);
    expect(home.tabs.lunch.hidden).toBe(2);
    expect(home.tabs.breakfast).toEqual({ meals: [], hidden: 0 });
    expect(home.tabs.allMeals.hidden).toBe(2);
    // The marquee shows the newest meals, hidden or not.
    expect(home.newest.map((m) => m._id).slice(0, 2)).toEqual(['51', '50']);
    expect(homeMealsOf(all, null).tabs.lunch.meals.map((m) => m._id)[0]).toBe('51');
    expect(home.total).toBe(9);
  });
});
