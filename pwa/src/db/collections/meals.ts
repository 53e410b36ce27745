// The meals on the device (public, pulled only; the server's state wins a conflict, its counters
// `likes` and `numReviews` included): the meal list in the All Meals filter and order (the meal
// index, meal-index.ts), one meal, some meals by id, the menu planner's choices, and the screens
// that read the meals with the upcoming meals: the home page's tabs and marquee (home-meals.ts)
// and the images the app prefetches (image-urls.ts).
import { map } from 'rxjs';
import type { DietaryNeeds, Meal } from '@hostel/shared-schema';
import { engineCollection } from '../engine-collection';
import type { FirstPulled, NoArgs } from '../engine/api';
import { homeMealsOf, type HomeMeals } from '../engine/home-meals';
import { mealImageUrlsOf } from '../engine/image-urls';
import { one, withFirstPull } from '../engine/stream-queries';
import type { MealsQueryInput } from '../meal-query';

/** A meal as a list of choices shows it. */
export type MealChoice = Pick<Meal, '_id' | 'mealTitle' | 'mealType' | 'mealImage'>;

declare module '../engine/api' {
  interface EngineStreams {
    /**
     * The meal list in the /all-meals filter and order: the first `limit` (all without one), how
     * many match (`count`) and how many meals there are (`total`); null until the meals are loaded.
     */
    meals: {
      args: MealsQueryInput & { limit?: number };
      value: { meals: Meal[]; count: number; total: number } | null;
    };
    /** The home page's tabs and marquee (home-meals.ts); null until the meals are loaded. */
    homeMeals: { args: { hide: DietaryNeeds | null }; value: HomeMeals | null };
    /** Every meal as the menu planner lists it (price order, the fields it shows). */
    mealChoices: { args: NoArgs; value: MealChoice[] };
    meal: { args: { id: string }; value: Meal | null };
    /** The meals with these ids on the device, and whether the meals' first pull is in. */
    mealsByIds: { args: { ids: string[] }; value: FirstPulled<Meal[]> };
    /** Meal and upcoming meal images, upcoming first then the newest meals (the prefetch). */
    mealImageUrls: { args: NoArgs; value: string[] };
  }
}

export default engineCollection('meals', {
  streams: {
    meals: (layer, input) => layer.mealIndex.query$(input),
    homeMeals: (layer, { hide }) =>
      layer.mealIndex
        .query$({})
        .pipe(map((answer) => (answer ? homeMealsOf(answer.meals, hide) : null))),
    mealChoices: (layer) =>
      layer.mealIndex.query$({ sort: 'l2h' }).pipe(
        map((answer) =>
          (answer?.meals ?? []).map(({ _id, mealTitle, mealType, mealImage }) => ({
            _id,
            mealTitle,
            mealType,
            mealImage,
          })),
        ),
      ),
    meal: (layer, { id }) => layer.db.meals.findOne(id).$.pipe(map(one<Meal>)),
    mealsByIds: (layer, { ids }) =>
      withFirstPull(layer, 'meals', layer.db.meals.findByIds(ids), (found) =>
        [...found.values()].map((doc) => doc.toJSON() as Meal),
      ),
    mealImageUrls: (layer) => mealImageUrlsOf(layer),
  },
});
