// The Add Meal / Meal edit rules of spec §5 and the /all-meals query, as schemas (the PWA's
// forms and the server use the same ones).
import { describe, expect, it } from 'vitest';
import { ALL_MEALS_MAX_LIMIT } from '../constants';
import { addMealBodySchema, allMealsQuerySchema, updateMealBodySchema } from './meals';

const good = {
  mealTitle: ' Khichuri ',
  mealType: 'breakfast',
  price: 35.5,
  mealImage: 'https://img.example/k.png',
  ingredients: ['rice', 'lentils'],
  description: 'Rice and lentils',
  rating: 3,
};

describe('addMealBodySchema', () => {
  it('accepts a good body, trims, drops server-set fields', () => {
    const parsed = addMealBodySchema.parse({ ...good, likes: 9, distributorEmail: 'x@y.z' });
    expect(parsed).toEqual({ ...good, mealTitle: 'Khichuri' });
  });

  it.each([
    [{ price: '35' }, 35],
    [{ price: '35.25' }, 35.25],
    [{ price: 0 }, 0],
  ])('price %j is %d', (patch, price) => {
    expect(addMealBodySchema.parse({ ...good, ...patch }).price).toBe(price);
  });

  it.each([
    ['mealTitle', { mealTitle: ' ' }],
    ['mealType', { mealType: 'Lunch' }],
    ['price', { price: -0.5 }],
    ['price', { price: '-1' }],
    ['price', { price: '1,5' }],
    ['price', { price: null }],
    ['mealImage', { mealImage: undefined }],
    ['ingredients', { ingredients: [] }],
    ['description', { description: '' }],
    ['rating', { rating: 5.5 }],
    ['rating', { rating: '' }],
    ['rating', { rating: null }],
  ])('refuses %s for %j', (field, patch) => {
    const result = addMealBodySchema.safeParse({ ...good, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path[0]).toBe(field);
  });
});

describe('updateMealBodySchema', () => {
  it('stores an integer price and allows no ingredients', () => {
    const parsed = updateMealBodySchema.parse({ ...good, price: '99.9', ingredients: [] });
    expect(parsed.price).toBe(99);
    expect(parsed.ingredients).toEqual([]);
  });
});

describe('allMealsQuerySchema', () => {
  it('defaults: no search, all, l2h, offset 0, limit 4', () => {
    expect(allMealsQuerySchema.parse({})).toEqual({
      search: '',
      category: 'all',
      sbp: 'l2h',
      page: 0,
      limit: 4,
    });
  });

  it.each([
    ['limit', { limit: String(ALL_MEALS_MAX_LIMIT + 1) }],
    ['limit', { limit: '2.5' }],
    ['page', { page: '-4' }],
    ['sbp', { sbp: 'price' }],
    ['category', { category: 'snacks' }],
  ])('refuses %s for %j', (field, query) => {
    const result = allMealsQuerySchema.safeParse(query);
    expect(result.error?.issues[0].path[0]).toBe(field);
  });
});
