// A complete Meal for tests, typed from the shared schema: filler in every field a test does not
// care about, so each test names only the fields it is about (`testMeal({ price: 30 })`). A new
// required field on the Meal schema then needs one default here, not one in every test.
import type { Meal } from '@hostel/shared-schema';

export function testMeal(overrides: Partial<Meal> = {}): Meal {
  return {
    _id: 'm1',
    mealTitle: 'Rice',
    mealType: 'lunch',
    price: 10,
    mealImage: 'https://images.example/x.png',
    ingredients: ['x'],
    description: 'd',
    rating: 3,
    postTime: 1,
    likes: 0,
    numReviews: 0,
    distributorName: 'A',
    distributorEmail: 'a@hostel.test',
    diet: null,
    halal: false,
    allergens: null,
    ...overrides,
  };
}
