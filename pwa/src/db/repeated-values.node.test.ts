// The pool a replication passes its pulls through (repeated-values.ts): documents come out
// exactly as they went in, and the pool holds each distinct value of the repeated fields once,
// nothing of the others. (What it saves in memory is measured by the heap bench.)
import { expect, it } from 'vitest';
import { REPEATED_FIELDS, RepeatedValues } from './repeated-values';

const review = (at: number) => ({
  _id: `review-${at}`,
  mealId: `meal-${at % 7}`,
  name: `Author ${at % 3}`,
  email: `author${at % 3}@hostel.test`,
  image: '',
  rating: 1 + (at % 5),
  review: `Words number ${at}`,
  postTime: 1_700_000_000_000 + at,
  _deleted: false,
});

it('keeps documents as they are and holds each repeated value once', () => {
  const pool = new RepeatedValues(REPEATED_FIELDS.reviews!);
  const pulled = Array.from({ length: 100 }, (_, at) => review(at));
  expect(pool.share(structuredClone(pulled))).toEqual(pulled);
  // 7 meal ids, 3 names, 3 e-mails, one empty picture; no id, text or number.
  expect(pool.size).toBe(7 + 3 + 3 + 1);
  // A later pull adds only values the pool has not seen.
  pool.share([review(100), { ...review(101), name: 'Newcomer' }]);
  expect(pool.size).toBe(7 + 3 + 3 + 1 + 1);
});

it('shares the texts inside a repeated list field, and leaves other values alone', () => {
  const pool = new RepeatedValues(REPEATED_FIELDS.meals!);
  const meal = (at: number) => ({
    _id: `meal-${at}`,
    mealTitle: `Meal ${at}`,
    mealType: 'lunch',
    mealImage: 'https://images.test/rice.jpg',
    ingredients: ['Rice', 'Dal', at % 2 ? 'Egg' : 'Fish'],
    distributorName: 'Kitchen',
    distributorEmail: 'kitchen@hostel.test',
    price: at,
    diet: null,
  });
  const pulled = [meal(1), meal(2), meal(3)];
  expect(pool.share(structuredClone(pulled))).toEqual(pulled);
  expect(pool.size).toBe(1 + 1 + 4 + 1 + 1);
});

it('passes documents through untouched when the collection has no repeated fields', () => {
  const pool = new RepeatedValues([]);
  const docs = [{ _id: 'a', email: 'x@hostel.test' }];
  expect(pool.share(docs)).toBe(docs);
  expect(pool.size).toBe(0);
});
