// The image URLs the prefetch walks (meal-images.ts), over a real RxDB database: upcoming meals
// first, then meals newest first, each URL once; a changed meal's new picture replaces its old
// one and a new meal joins in its place (each document's picture is read once per revision).
import { BehaviorSubject, type Subscription } from 'rxjs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setCurrentDataLayer } from './current-layer';
import { DataLayer } from './data-layer';
import { mealImageUrls$ } from './meal-images';
import { openOfflineLayer } from '../test-support/offline-layer';
import { testMeal } from '../test-support/test-meal';

let layer: DataLayer;
let subscription: Subscription;
const latest = new BehaviorSubject<string[]>([]);

const meal = (id: string, postTime: number, mealImage: string) =>
  testMeal({ _id: id, mealTitle: `Meal ${id}`, postTime, mealImage });

/** Waits for the list to become `expected`. */
const listed = (expected: string[]) =>
  expect.poll(() => latest.value, { timeout: 10_000 }).toEqual(expected);

beforeAll(async () => {
  layer = await openOfflineLayer(`images${Date.now()}`);
  await layer.db.meals.bulkInsert([
    meal('m1', 1, '/a.png'),
    meal('m2', 3, '/b.png'),
    meal('m3', 2, '/u.png'),
  ]);
  await layer.db.upcomingMeals.insert({
    _id: 'u1',
    likes: 0,
    mainMealData: meal('x', 9, '/u.png'),
  });
  subscription = mealImageUrls$().subscribe(latest);
  setCurrentDataLayer(layer);
});
afterAll(async () => {
  subscription.unsubscribe();
  setCurrentDataLayer(null);
  await layer.close();
});

it('lists upcoming first, then meals newest first, each URL once; follows changes', async () => {
  await listed(['/u.png', '/b.png', '/a.png']);
  const oldest = await layer.db.meals.findOne('m1').exec();
  await oldest!.incrementalPatch({ mealImage: '/a2.png' });
  await listed(['/u.png', '/b.png', '/a2.png']);
  await layer.db.meals.insert(meal('m4', 4, '/d.png'));
  await listed(['/u.png', '/d.png', '/b.png', '/a2.png']);
});
