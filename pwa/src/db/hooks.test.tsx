// The hooks over a real RxDB database (memory storage, no server reachable: every write stays
// waiting): live results, counts, like state with its waiting flag, and the sync status.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_ELEMENT_ID, type Meal } from '@hostel/shared-schema';
import { setCurrentDataLayer } from './current-layer';
import { DataLayer } from './data-layer';
import {
  useLikeState,
  useMeal,
  useMealReviews,
  useMealsQuery,
  useMyReviews,
  useWatch,
} from './hooks';
import { useSyncStatus } from './sync-status-hooks';
import { addReview, setMealLike } from './writes';
import { openOfflineLayer } from '../test-support/offline-layer';
import { testMeal } from '../test-support/test-meal';

let layer: DataLayer;

const meal = (id: string, mealTitle: string, price: number, mealType: Meal['mealType']) =>
  testMeal({ _id: id, mealTitle, price, mealType });

beforeAll(async () => {
  layer = await openOfflineLayer(`hooks${Date.now()}`);
  await layer.db.meals.bulkInsert([
    meal('m3', 'Dal (spicy)', 30, 'lunch'),
    meal('m1', 'Plain dal', 30, 'dinner'),
    meal('m2', 'Rice', 10, 'lunch'),
    meal('m4', 'Dal.* fry', 50, 'lunch'),
  ]);
  await layer.setUser({ email: 'rahim@hostel.test', name: 'Rahim', photo: '' });
  setCurrentDataLayer(layer);
});
afterAll(async () => {
  setCurrentDataLayer(null);
  await layer.close();
});

describe('data hooks', () => {
  it('lists meals like /all-meals: filter, price then _id, count and total', async () => {
    const { result } = renderHook(() => useMealsQuery({ search: 'DAL', limit: 2 }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.meals.map((m) => m._id)).toEqual(['m1', 'm3']);
    expect(result.current).toMatchObject({ count: 3, total: 4 });
    const literal = renderHook(() => useMealsQuery({ search: '.*', sort: 'h2l' }));
    await waitFor(() => expect(literal.result.current.meals.map((m) => m._id)).toEqual(['m4']));
  });

  it('shows a like at once, marked as waiting, and counts it in the sync status', async () => {
    const like = renderHook(() => useLikeState('meal', 'm2'));
    const status = renderHook(() => useSyncStatus());
    await waitFor(() => expect(like.result.current.loading).toBe(false));
    expect(like.result.current.liked).toBe(false);
    await act(() => setMealLike(layer, 'm2', true));
    await waitFor(() => expect(like.result.current).toMatchObject({ liked: true, waiting: true }));
    expect(status.result.current).toMatchObject({ online: false, pending: 1, signedIn: true });
    expect(status.result.current.lastError).toMatch(/offline/);
  });

  it('shows a new review on the meal and among my reviews, with its meal', async () => {
    const reviews = renderHook(() => useMealReviews('m2'));
    const mine = renderHook(() => useMyReviews());
    const one = renderHook(() => useMeal('m2'));
    await act(() => addReview(layer, { mealId: 'm2', rating: 4, review: 'Good rice' }));
    await waitFor(() => expect(reviews.result.current.reviews).toHaveLength(1));
    await waitFor(() => expect(mine.result.current.reviews[0]?.meal?.mealTitle).toBe('Rice'));
    expect(one.result.current.meal?.price).toBe(10);
  });

  it('starts from the first screen the page carries, and holds it while the collection is not pulled', async () => {
    act(() => layer.status.update({ firstSyncedAt: null }));
    const carried = document.createElement('script');
    carried.type = 'application/json';
    carried.id = FIRST_SCREEN_ELEMENT_ID;
    const fromServer = testMeal({ _id: 'm4', mealTitle: 'From the server', price: 50 });
    carried.textContent = JSON.stringify([
      { name: 'meal', args: { id: 'm4' }, value: fromServer, collection: 'meals' },
    ]);
    document.head.append(carried);
    try {
      const seeded = renderHook(() => useWatch('meal', { id: 'm4' }, null));
      const other = renderHook(() => useWatch('meal', { id: 'm3' }, null));
      expect(seeded.result.current).toEqual({ loading: false, value: fromServer });
      expect(other.result.current).toEqual({ loading: true, value: null });
      // The engine answers both, but this layer reaches no server: its first pull of the meals
      // never comes in, so the page's first screen stays (the takeover once the pull is in is
      // a browser journey's, e2e/first-screen.test.ts).
      await waitFor(() => expect(other.result.current.value?.mealTitle).toBe('Dal (spicy)'));
      expect(seeded.result.current.value?.mealTitle).toBe('From the server');
      // Once a pull of the session is in, a page carrying a first screen is not believed.
      act(() => layer.status.update({ firstSyncedAt: 2 }));
      const later = renderHook(() => useWatch('meal', { id: 'm4' }, null));
      expect(later.result.current.value?.mealTitle).not.toBe('From the server');
      await waitFor(() => expect(later.result.current.value?.mealTitle).toBe('Dal.* fry'));
    } finally {
      carried.remove();
    }
  });

  it('renders a live query again on a sign-in or data epoch change only, and then rebuilds it', async () => {
    let renders = 0;
    // The engine builds the stream's query with findOne: each build is one call (for m1: the
    // hooks of the tests above watch other meals).
    const findOne = vi.spyOn(layer.db.meals, 'findOne');
    const builds = () => findOne.mock.calls.filter(([id]) => id === 'm1').length;
    try {
      const live = renderHook(() => {
        renders += 1;
        return useWatch('meal', { id: 'm1' }, null);
      });
      await waitFor(() => expect(live.result.current.loading).toBe(false));
      expect(live.result.current.value?.price).toBe(30);
      const before = { renders, builds: builds() };
      act(() => layer.status.update({ firstSyncedAt: 1, pendingKnown: true }));
      expect({ renders, builds: builds() }).toEqual(before);
      act(() => layer.status.update({ dataEpoch: layer.status.value.dataEpoch + 1 }));
      await waitFor(() => expect(builds()).toBe(before.builds + 1));
      expect(live.result.current).toMatchObject({ loading: false, value: { _id: 'm1' } });
    } finally {
      findOne.mockRestore();
    }
  });
});
