// The local twin of GET /all-meals: the same filter (title search case-insensitive and literal,
// category) and the same order (price, ties by _id ascending in both directions), so the list
// shows the same meals in the same order offline as online.
import type { MangoQuery } from 'rxdb';
import type { Meal } from '@hostel/shared-schema';

export type MealsQueryInput = {
  search?: string;
  category?: 'all' | 'breakfast' | 'lunch' | 'dinner';
  /** l2h (default) or h2l. */
  sort?: 'l2h' | 'h2l';
};

/** Escapes a text so a regular expression matches it literally: `(` and `.*` are text. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

export function mealsMangoQuery({
  search = '',
  category = 'all',
  sort = 'l2h',
}: MealsQueryInput): MangoQuery<Meal> {
  const selector: MangoQuery<Meal>['selector'] = {};
  const text = search.trim();
  if (text) selector.mealTitle = { $regex: escapeRegExp(text), $options: 'i' };
  if (category !== 'all') selector.mealType = category;
  return { selector, sort: [{ price: sort === 'h2l' ? 'desc' : 'asc' }, { _id: 'asc' }] };
}
