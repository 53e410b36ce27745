import { describe, expect, it } from 'vitest';
import { MESSAGES, type Meal } from '@hostel/shared-schema';
import { testMeal } from '../../../test-support/test-meal';
import { LABEL_MESSAGES, setNoAllergens, toggleAllergen } from './label-draft';
import {
  addIngredient,
  addMealBlocker,
  addMealFieldErrors,
  addMealMessages,
  draftOf,
  editBody,
  editMealFieldErrors,
  EMPTY_DRAFT,
  isAcceptedImage,
  isPriceTyping,
  isUnchanged,
  MEAL_FIELD_MESSAGES,
  newMealPost,
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
  labels: { diet: 'vegetarian', halal: true, allergens: ['gluten'], noAllergens: false },
};

const meal = testMeal({
  mealTitle: 'Khichuri',
  price: 120,
  ingredients: ['rice', 'dal'],
  rating: 4,
  diet: 'vegetarian',
  allergens: ['milk', 'gluten'],
});

/** A meal stored before labels existed. */
const unlabelled: Meal = { ...meal, diet: null, halal: false, allergens: null };

describe('Add Meal rules', () => {
  it.each<[string, MealDraft, boolean, string | undefined]>([
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
    ['no diet', { ...full, labels: { ...full.labels, diet: '' } }, true, MESSAGES.progressError],
    [
      'allergens not stated (before the rating)',
      { ...full, rating: null, labels: { ...full.labels, allergens: [] } },
      true,
      MESSAGES.progressError,
    ],
    [
      '"No listed allergens" ticked',
      { ...full, labels: setNoAllergens(full.labels, true) },
      true,
      undefined,
    ],
    ['valid', full, true, undefined],
  ])('%s', (_, draft, hasImage, expected) => {
    expect(addMealBlocker(draft, hasImage)).toBe(expected);
  });

  it('marks each missing required field with what is wrong', () => {
    expect(addMealFieldErrors(EMPTY_DRAFT, false)).toEqual({
      mealTitle: MEAL_FIELD_MESSAGES.mealTitle,
      price: MEAL_FIELD_MESSAGES.priceMissing,
      mealType: MEAL_FIELD_MESSAGES.mealType,
      mealImage: MEAL_FIELD_MESSAGES.mealImage,
      description: MEAL_FIELD_MESSAGES.description,
      diet: LABEL_MESSAGES.dietRequired,
      allergens: LABEL_MESSAGES.allergensRequired,
    });
  });

  it("adds 'Pick a rating' and the ingredients' message to the messages beside the fields", () => {
    expect(addMealMessages({ ...full, rating: null, ingredients: [] }, true)).toEqual({
      rating: MEAL_FIELD_MESSAGES.rating,
      ingredients: MEAL_FIELD_MESSAGES.ingredients,
    });
    expect(addMealMessages(full, true)).toEqual({});
  });

  it.each([
    ['120', true],
    ['99.50', true],
    ['12.', true],
    ['', true],
    ['12a', false],
    ['-1', false],
    ['1.2.3', false],
    ['1e3', false],
    ['12,5', false],
  ])('lets "%s" be typed in Price: %s', (text, accepted) => {
    expect(isPriceTyping(text)).toBe(accepted);
  });

  it('posts the labels with the meal: a stated allergen list, never null', () => {
    const post = newMealPost(full, { name: 'Admin', email: 'a@hostel.test' }, 7);
    expect(post).toMatchObject({
      mealTitle: 'Khichuri',
      price: 120.5,
      postTime: 7,
      diet: 'vegetarian',
      halal: true,
      allergens: ['gluten'],
    });
    const none = newMealPost(
      { ...full, labels: setNoAllergens(full.labels, true) },
      { name: 'Admin', email: 'a@hostel.test' },
      7,
    );
    expect(none.allergens).toEqual([]);
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

  it('counts a label change as a change, and sends every label', () => {
    const draft = draftOf(meal);
    expect(draft.labels).toEqual({
      diet: 'vegetarian',
      halal: false,
      allergens: ['gluten', 'milk'],
      noAllergens: false,
    });
    const halal = { ...draft, labels: { ...draft.labels, halal: true } };
    expect(isUnchanged(meal, halal, false)).toBe(false);
    const fewer = { ...draft, labels: toggleAllergen(draft.labels, 'milk') };
    expect(isUnchanged(meal, fewer, false)).toBe(false);
    expect(editBody(meal, fewer)).toMatchObject({
      diet: 'vegetarian',
      halal: false,
      allergens: ['gluten'],
    });
  });

  it('keeps an unlabelled meal unlabelled unless the admin labels it', () => {
    const draft = draftOf(unlabelled);
    expect(editMealFieldErrors(unlabelled, draft)).toEqual({});
    expect(isUnchanged(unlabelled, draft, false)).toBe(true);
    const priced = { ...draft, price: '99' };
    const body = editBody(unlabelled, priced);
    expect(body).toMatchObject({ price: 99, halal: false });
    // Left out ("not given"): the server keeps the stored "not labelled".
    expect('diet' in body || 'allergens' in body).toBe(false);
    const labelled = {
      ...draft,
      labels: setNoAllergens({ ...draft.labels, diet: 'vegan' as const }, true),
    };
    expect(isUnchanged(unlabelled, labelled, false)).toBe(false);
    expect(editBody(unlabelled, labelled)).toMatchObject({ diet: 'vegan', allergens: [] });
  });

  it('refuses to drop a stored label: a labelled meal stays labelled', () => {
    const draft = draftOf(meal);
    const cleared = { ...draft, labels: { ...draft.labels, diet: '' as const, allergens: [] } };
    expect(editMealFieldErrors(meal, cleared)).toEqual({
      diet: LABEL_MESSAGES.dietRequired,
      allergens: LABEL_MESSAGES.allergensRequired,
    });
  });

  it('sends integers and keeps the existing rating and image as fallbacks', () => {
    const body = editBody(meal, { ...draftOf(meal), price: '99.9', rating: null });
    expect(body).toMatchObject({ price: 99, rating: 4, mealImage: meal.mealImage });
  });

  it('flags required fields and a bad price', () => {
    expect(editMealFieldErrors(meal, { ...draftOf(meal), price: '-1', description: '' })).toEqual({
      price: MEAL_FIELD_MESSAGES.priceNotDecimal,
      description: MEAL_FIELD_MESSAGES.description,
    });
  });
});
