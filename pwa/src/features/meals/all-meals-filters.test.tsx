// All Meals' filters live in the address and "Clear filters" clears every one of them; "Hide
// meals I can't eat" is on the list itself, the same setting as My Profile's. Run over a real
// data layer with no server (every write stays on the device).
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DietaryNeedsProvider } from '../../components/food-labels';
import { setCurrentDataLayer } from '../../db/current-layer';
import type { DataLayer } from '../../db/data-layer';
import { openOfflineLayer } from '../../test-support/offline-layer';
import { renderRoutes } from '../../test-support/render';
import { testMeal } from '../../test-support/test-meal';
import { AllMealsPage } from './pages/all-meals-page';

let layer: DataLayer;
const EMAIL = 'rahim@hostel.test';

beforeAll(async () => {
  layer = await openOfflineLayer(`all-meals-filters${Date.now()}`);
  await layer.db.meals.bulkInsert([
    testMeal({ _id: 'm1', mealTitle: 'Dal fry', mealType: 'lunch', price: 30, diet: 'vegan' }),
    testMeal({ _id: 'm2', mealTitle: 'Chicken curry', mealType: 'lunch', diet: 'chicken' }),
    testMeal({ _id: 'm3', mealTitle: 'Dal puri', mealType: 'breakfast', diet: 'vegetarian' }),
  ]);
  await layer.setUser({ email: EMAIL, name: 'Rahim', photo: '' });
  setCurrentDataLayer(layer);
});
afterAll(async () => {
  setCurrentDataLayer(null);
  await layer.close();
});
afterEach(cleanup);

function renderPage(path: string) {
  return renderRoutes(
    [
      {
        path: '/all-meals',
        element: (
          <DietaryNeedsProvider>
            <AllMealsPage />
          </DietaryNeedsProvider>
        ),
      },
    ],
    { path },
  );
}

const titles = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

describe("All Meals' filters", () => {
  it('are read from the address, written to it, and all cleared by Clear filters', async () => {
    const { location } = renderPage('/all-meals?search=dal&category=lunch&sbp=h2l&diet=vegan');
    // The first query builds the meals' index on the device: more than a moment on a busy machine.
    await waitFor(() => expect(titles()).toEqual(['Dal fry']), { timeout: 10_000 });
    expect((screen.getByLabelText('Search meals by name') as HTMLInputElement).value).toBe('dal');
    expect(select('Category').value).toBe('lunch');
    expect(select('Sort by price').value).toBe('h2l');
    expect(select('Diet').value).toBe('vegan');

    fireEvent.click(screen.getByLabelText('Halal only'));
    fireEvent.change(select('Without allergen'), { target: { value: 'milk' } });
    const params = new URLSearchParams(location().search);
    expect(Object.fromEntries(params)).toEqual({
      search: 'dal',
      category: 'lunch',
      sbp: 'h2l',
      diet: 'vegan',
      halal: '1',
      without: 'milk',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location().search).toBe('');
    expect((screen.getByLabelText('Search meals by name') as HTMLInputElement).value).toBe('');
    expect(select('Category').value).toBe('all');
    expect(select('Sort by price').value).toBe('l2h');
    expect(select('Diet').value).toBe('any');
    expect((screen.getByLabelText('Halal only') as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('list', { name: 'Allergens left out' })).toBeNull();
    await waitFor(() => expect(titles()).toHaveLength(3), { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it("offers Hide meals I can't eat on the list, once the resident's needs are set", async () => {
    renderPage('/all-meals');
    await waitFor(() => expect(titles()).toHaveLength(3), { timeout: 10_000 });
    const hide = () => screen.getByRole('switch', { name: "Hide meals I can't eat" });
    await waitFor(() => expect(hide().hasAttribute('disabled')).toBe(true));
    expect(screen.getByText(/Set your diet or allergies in/)).toBeTruthy();

    await act(async () => {
      const { saveDietaryProfile } = await import('../../db');
      await saveDietaryProfile({
        diet: 'vegetarian',
        halalOnly: false,
        avoid: [],
        hideUnsuitable: false,
      });
    });
    await waitFor(() => expect(hide().hasAttribute('disabled')).toBe(false));
    fireEvent.click(hide());
    await waitFor(() => expect(titles()).toEqual(['Dal puri', 'Dal fry']), { timeout: 10_000 });
    expect(hide().getAttribute('aria-checked')).toBe('true');
    expect(within(screen.getByTestId('hidden-meals-note')).getByText(/hidden/)).toBeTruthy();
    const doc = await layer.db.dietaryProfiles.findOne({ selector: { email: EMAIL } }).exec();
    expect(doc?.hideUnsuitable).toBe(true);
  });
});
