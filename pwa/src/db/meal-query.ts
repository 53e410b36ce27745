// The local twin of GET /all-meals: the same filter (title search case-insensitive and literal,
// category) and the same order (price, ties by _id ascending in both directions), so the list
// shows the same meals in the same order offline as online. The list itself runs it in memory
// (meal-index.ts: mealMatcher + compareMeals); the Mango form is the same rule for RxDB queries.
// The label filters (diet, halal, without) are shared-schema's `passesLabelFilters`,
// the rule of the personal warnings (`dietaryWarnings`) and of the server's SQL.
import type { MangoQuery } from 'rxdb';
import {
  MEAL_DIETS_FITTING,
  passesLabelFilters,
  type Meal,
  type MealLabelFilters,
} from '@hostel/shared-schema';

export type MealsQueryInput = MealLabelFilters & {
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
  diet,
  halal,
  without,
}: MealsQueryInput): MangoQuery<Meal> {
  const selector: MangoQuery<Meal>['selector'] = {};
  const text = search.trim();
  if (text) selector.mealTitle = { $regex: escapeRegExp(text), $options: 'i' };
  if (category !== 'all') selector.mealType = category;
  if (diet) selector.diet = { $in: [...MEAL_DIETS_FITTING[diet]] };
  if (halal) selector.halal = true;
  // Labelled (an array, not null) and holding none of them.
  if (without?.length) selector.allergens = { $type: 'array', $nin: [...without] } as never;
  return { selector, sort: [{ price: sort === 'h2l' ? 'desc' : 'asc' }, { _id: 'asc' }] };
}

/** The filter as a predicate over plain meals (the regular expression of the Mango query). */
export function mealMatcher({
  search = '',
  category = 'all',
  diet,
  halal,
  without,
}: MealsQueryInput): (
  meal: Pick<Meal, 'mealTitle' | 'mealType' | 'diet' | 'halal' | 'allergens'>,
) => boolean {
  const text = search.trim();
  const pattern = text ? new RegExp(escapeRegExp(text), 'i') : null;
  const filters: MealLabelFilters = { diet, halal, without };
  return (meal) =>
    (category === 'all' || meal.mealType === category) &&
    (pattern === null || pattern.test(meal.mealTitle)) &&
    passesLabelFilters(meal, filters);
}

/** The list order: price (ascending for l2h, descending for h2l), ties by _id ascending. */
export function compareMeals(
  sort: 'l2h' | 'h2l',
): (a: Pick<Meal, 'price' | '_id'>, b: Pick<Meal, 'price' | '_id'>) => number {
  const direction = sort === 'h2l' ? -1 : 1;
  return (a, b) => (a.price - b.price) * direction || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
}
