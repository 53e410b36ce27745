// All Meals' filters in the address: each one written and read back, defaults left out, and
// anything the page does not know read as the default.
import { describe, expect, it } from 'vitest';
import { addressOf, filtersFromAddress, isFiltered, NO_MEAL_FILTERS } from './meal-filters-address';

describe("All Meals' filters in the address", () => {
  it('leaves the plain list at a bare address', () => {
    expect(addressOf(NO_MEAL_FILTERS).toString()).toBe('');
    expect(filtersFromAddress(new URLSearchParams())).toEqual(NO_MEAL_FILTERS);
    expect(isFiltered(NO_MEAL_FILTERS)).toBe(false);
  });

  it('writes every filter and reads it back', () => {
    const filters = {
      search: 'dal & rice',
      category: 'lunch',
      sbp: 'h2l',
      diet: 'vegetarian',
      halal: true,
      without: ['gluten', 'peanuts'],
    } as const;
    const address = addressOf({ ...filters, without: [...filters.without] });
    expect(address.toString()).toBe(
      'search=dal+%26+rice&category=lunch&sbp=h2l&diet=vegetarian&halal=1&without=gluten%2Cpeanuts',
    );
    expect(filtersFromAddress(new URLSearchParams(address.toString()))).toEqual(filters);
    expect(isFiltered({ ...NO_MEAL_FILTERS, sbp: 'h2l' })).toBe(true);
  });

  it.each([
    ['category=snacks', { category: 'all' }],
    ['sbp=random', { sbp: 'l2h' }],
    ['diet=carnivore', { diet: null }],
    ['halal=yes', { halal: false }],
    ['without=peanuts,nonsense,peanuts,gluten', { without: ['gluten', 'peanuts'] }],
  ])('reads %s as %o', (query, expected) => {
    expect(filtersFromAddress(new URLSearchParams(query))).toEqual({
      ...NO_MEAL_FILTERS,
      ...expected,
    });
  });
});
