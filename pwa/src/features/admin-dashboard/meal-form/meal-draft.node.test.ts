import { describe, expect, it } from 'vitest';
import { MESSAGES, type Meal } from '@hostel/shared-schema';
import {
  addIngredient,
  addMealBlocker,
  addMealFieldErrors,
  draftOf,
  editBody,
  editMealFieldErrors,
  EMPTY_DRAFT,
  isAcceptedImage,
  isUnchanged,
  removeIngredient,
  type MealDraft,
} from './meal-draft';

const full: MealDraft = {
  mealTitle: 'Khichuri',
  price: '120.5',
  mealType: 'lunch',
  description: 'Rice and lentils',
  rating: 4,
  ingredients: ['rice'],
};

const meal: Meal = {
  _id: 'm1',
  mealTitle: 'Khichuri',
  mealType: 'lunch',
  price: 120,
  mealImage: 'http://x/y.png',
  ingredients: ['rice', 'dal'],
  description: 'Rice and lentils',
  rating: 4,
  postTime: 1,
  likes: 3,
  numReviews: 2,
  distributorName: 'Admin',
  distributorEmail: 'admin@hostel.test',
  diet: null,
  halal: false,
  allergens: null,
};

describe('Add Meal rules', () => {
  it.each([
    [
      'invalid fields first',
      { ...full, mealTitle: ' ', rating: null },
      true,
      MESSAGES.progressError,
    ],
    ['no image', full, false, MESSAGES.progressError],
    ['price not decimal', { ...full, price: '12a' }, true, MESSAGES.progressError],
    ['no rating', { ...full, rating: null }, true, MESSAGES.progressErrorRating],
    ['no ingredients', { ...full, ingredients: [] }, true, MESSAGES.progressErrorIngredients],
    ['rating 0 is a rating', { ...full, rating: 0 }, true, undefined],
    ['valid', full, true, undefined],
  ])('%s', (_, draft, hasImage, expected) => {
    expect(addMealBlocker(draft, hasImage)).toBe(expected);
  });

  it('marks each missing required field', () => {
    expect(addMealFieldErrors(EMPTY_DRAFT, false)).toEqual({
      mealTitle: true,
      price: true,
      mealType: true,
      mealImage: true,
      description: true,
    });
  });

  it('adds trimmed ingredients, never an empty one, and removes by index', () => {
    expect(addIngredient([], '  ')).toEqual([]);
    expect(addIngredient(['a'], ' b ')).toEqual(['a', 'b']);
    expect(removeIngredient(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it.each([
    [{ type: 'image/png', name: 'a.png' }, true],
    [{ type: 'image/webp', name: 'a' }, true],
    [{ type: '', name: 'photo.JPG' }, true],
    [{ type: 'image/gif', name: 'a.gif' }, false],
    [{ type: 'text/plain', name: 'a.txt' }, false],
  ])('accepts %o: %s', (file, ok) => {
    expect(isAcceptedImage(file)).toBe(ok);
  });
});

describe('Meal edit rules', () => {
  it('an untouched draft is unchanged; a new image is a change', () => {
    expect(isUnchanged(meal, draftOf(meal), false)).toBe(true);
    expect(isUnchanged(meal, draftOf(meal), true)).toBe(false);
    expect(isUnchanged(meal, { ...draftOf(meal), price: '120.9' }, false)).toBe(true);
    expect(isUnchanged(meal, { ...draftOf(meal), ingredients: ['rice'] }, false)).toBe(false);
  });

  it('sends integers and keeps the existing rating and image as fallbacks', () => {
    const body = editBody(meal, { ...draftOf(meal), price: '99.9', rating: null });
    expect(body).toMatchObject({ price: 99, rating: 4, mealImage: meal.mealImage });
  });

  it('flags required fields and a bad price', () => {
    expect(editMealFieldErrors({ ...draftOf(meal), price: '-1', description: '' })).toEqual({
      price: true,
      description: true,
    });
  });
});
