// The meal card's food labels: the diet and halal marks, and the warning a resident's dietary
// needs raise (happy-dom, no server).
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Meal } from '@hostel/shared-schema';
import { testMeal } from '../../test-support/test-meal';
import { DietaryNeedsContext, type DietarySettings } from '../food-labels';
import { MealCard } from './meal-card';

/** A labelled meal: fish, halal, contains crustaceans. */
const meal = (overrides: Partial<Meal>) =>
  testMeal({
    mealTitle: 'Chingri Malai Curry',
    diet: 'fish',
    halal: true,
    allergens: ['crustaceans'],
    ...overrides,
  });

function renderCard(value: Meal, settings: DietarySettings) {
  render(
    <MemoryRouter>
      <DietaryNeedsContext.Provider value={settings}>
        <MealCard meal={value} />
      </DietaryNeedsContext.Provider>
    </MemoryRouter>,
  );
  return within(screen.getByRole('article', { name: value.mealTitle }));
}

describe('MealCard food labels', () => {
  afterEach(cleanup);

  it('carries the diet and halal marks with their names', () => {
    const card = renderCard(meal({}), { needs: {}, hideUnsuitable: false });
    expect(card.getByText('Fish')).toBeTruthy();
    expect(card.getByText('Halal')).toBeTruthy();
    expect(card.queryByTestId('dietary-warning')).toBeNull();
  });

  it('warns a resident who avoids what the meal contains, in words', () => {
    const card = renderCard(meal({}), {
      needs: { avoid: ['crustaceans'], halalOnly: true },
      hideUnsuitable: false,
    });
    expect(card.getByTestId('dietary-warning').textContent).toBe('Warning: Contains crustaceans');
  });

  it('shows an unlabelled meal as such, and warns about it when the resident avoids anything', () => {
    const card = renderCard(meal({ diet: null, halal: false, allergens: null }), {
      needs: { diet: 'vegetarian' },
      hideUnsuitable: false,
    });
    // The mark says so, and so does the warning of a resident who keeps a diet.
    expect(card.getAllByText('Diet not labelled')).toHaveLength(2);
    expect(card.queryByText('Halal')).toBeNull();
    expect(card.getByTestId('dietary-warning').textContent).toBe('Warning: Diet not labelled');
  });
});
