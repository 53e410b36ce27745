// The image URLs of the meals and upcoming meals on this device, upcoming first then the newest
// meals (the image prefetch of issue 17 item 1 walks them in this order, within its cap).
import { combineLatest, map, of, switchMap, type Observable } from 'rxjs';
import type { Meal, UpcomingMeal } from '@hostel/shared-schema';
import { currentDataLayer$ } from './current-layer';

export function mealImageUrls$(): Observable<string[]> {
  return currentDataLayer$.pipe(
    switchMap((layer) =>
      layer
        ? combineLatest([layer.db.upcomingMeals.find().$, layer.db.meals.find().$])
        : of([[], []] as const),
    ),
    map(([upcoming, meals]) => {
      const newestFirst = (meals as { toJSON: () => unknown }[])
        .map((doc) => doc.toJSON() as Meal)
        .sort((a, b) => b.postTime - a.postTime);
      const urls = [
        ...(upcoming as { toJSON: () => unknown }[]).map(
          (doc) => (doc.toJSON() as UpcomingMeal).mainMealData.mealImage,
        ),
        ...newestFirst.map((meal) => meal.mealImage),
      ];
      return [...new Set(urls.filter(Boolean))];
    }),
  );
}
