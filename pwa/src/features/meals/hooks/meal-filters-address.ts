// All Meals' filters live in the address, so a reload, a link or Back keeps them:
// ?search=&category=&sbp= (the names of GET /all-meals) and the food filters ?diet=&halal=1&
// without=a,b. A value left at its default is left out, so the bare /all-meals is the spec's
// list; a value the page does not know reads as the default.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ALLERGENS, DIET_PREFERENCES, SORT_DEFAULTS } from '@hostel/shared-schema';
import type { Allergen, DietPreference } from '@hostel/shared-schema';
import { NO_LABEL_FILTERS } from '../components/label-filters';
import type { MealFilters } from './use-meals-infinite';

export const NO_MEAL_FILTERS: MealFilters = {
  search: '',
  category: 'all',
  sbp: SORT_DEFAULTS.allMeals,
  ...NO_LABEL_FILTERS,
};

const CATEGORIES: readonly MealFilters['category'][] = ['all', 'breakfast', 'lunch', 'dinner'];
const ORDERS: readonly MealFilters['sbp'][] = ['l2h', 'h2l'];

const oneOf = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

export function filtersFromAddress(params: URLSearchParams): MealFilters {
  const without = new Set((params.get('without') ?? '').split(','));
  return {
    search: params.get('search') ?? '',
    category: oneOf(CATEGORIES, params.get('category'), NO_MEAL_FILTERS.category),
    sbp: oneOf(ORDERS, params.get('sbp'), NO_MEAL_FILTERS.sbp),
    diet: DIET_PREFERENCES.includes(params.get('diet') as DietPreference)
      ? (params.get('diet') as DietPreference)
      : null,
    halal: params.get('halal') === '1',
    // In the labels' own order, each once.
    without: ALLERGENS.filter((allergen: Allergen) => without.has(allergen)),
  };
}

export function addressOf(filters: MealFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.category !== NO_MEAL_FILTERS.category) params.set('category', filters.category);
  if (filters.sbp !== NO_MEAL_FILTERS.sbp) params.set('sbp', filters.sbp);
  if (filters.diet) params.set('diet', filters.diet);
  if (filters.halal) params.set('halal', '1');
  if (filters.without.length) params.set('without', filters.without.join(','));
  return params;
}

/** Whether anything differs from the spec's plain list (what "Clear filters" would undo). */
export function isFiltered(filters: MealFilters): boolean {
  return addressOf(filters).size > 0;
}

/**
 * The page's filters, read from and written to the address (replacing the entry). A change
 * shows at once: the router applies an address in a transition, and a control waiting for it
 * would spring back for a moment (a ticked box unticked). An address changed from elsewhere
 * (Back, a link) is read again.
 */
export function useMealFiltersInAddress(): [MealFilters, (next: MealFilters) => void] {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  const [filters, setLocal] = useState(() => filtersFromAddress(new URLSearchParams(text)));
  /** The address this page wrote last: any other came from elsewhere. */
  const written = useRef(text);
  useEffect(() => {
    if (text === written.current) return;
    written.current = text;
    setLocal(filtersFromAddress(new URLSearchParams(text)));
  }, [text]);
  const setFilters = useCallback(
    (next: MealFilters) => {
      setLocal(next);
      const address = addressOf(next);
      written.current = address.toString();
      setParams(address, { replace: true });
    },
    [setParams],
  );
  return [filters, setFilters];
}
