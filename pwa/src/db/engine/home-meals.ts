// The home page's meals (the engine's homeMeals stream), worked out where the meals are so only
// what the page shows crosses to it: for each tab, the newest HOME_TAB_MEAL_LIMIT meals of its
// type (any type for All Meals), leaving out, while the resident hides the meals they cannot
// eat, those with a warning (and counting them: the tab says how many); the newest pictures for
// the marquee; and how many meals there are.
import {
  dietaryWarnings,
  HOME_TAB_MEAL_LIMIT,
  HOME_TABS,
  type DietaryNeeds,
  type Meal,
} from '@hostel/shared-schema';

export type HomeTab = (typeof HOME_TABS)[number];

export type HomeMeals = {
  tabs: Record<HomeTab, { meals: Meal[]; hidden: number }>;
  /** The newest meals, any type, for the marquee. */
  newest: Meal[];
  total: number;
};

/** How many of the newest meals the marquee shows. */
export const HOME_PICTURES = 12;

/** Newest first, like GET /all-meals-home (post time, then id). */
export function newestFirst(meals: readonly Meal[]): Meal[] {
  return [...meals].sort((a, b) => b.postTime - a.postTime || (a._id < b._id ? 1 : -1));
}

/** Every meal of the tab's type, in the order given. */
export function mealsOfTab(meals: readonly Meal[], tab: HomeTab): readonly Meal[] {
  return tab === 'allMeals' ? meals : meals.filter((meal) => meal.mealType === tab);
}

export function mealsForTab(meals: readonly Meal[], tab: HomeTab): Meal[] {
  return mealsOfTab(meals, tab).slice(0, HOME_TAB_MEAL_LIMIT);
}

/** The home page's meals out of every meal; `hide`: the needs whose unsuitable meals go. */
export function homeMealsOf(all: readonly Meal[], hide: DietaryNeeds | null): HomeMeals {
  const sorted = newestFirst(all);
  const tab = (name: HomeTab) => {
    const ofTab = mealsOfTab(sorted, name);
    if (!hide) return { meals: mealsForTab(ofTab, name), hidden: 0 };
    const shown = ofTab.filter((meal) => dietaryWarnings(meal, hide).length === 0);
    return { meals: mealsForTab(shown, name), hidden: ofTab.length - shown.length };
  };
  return {
    tabs: Object.fromEntries(HOME_TABS.map((name) => [name, tab(name)])) as HomeMeals['tabs'],
    newest: sorted.slice(0, HOME_PICTURES),
    total: all.length,
  };
}
