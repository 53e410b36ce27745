// The image URLs of the meals and upcoming meals on this device, upcoming first then the newest
// meals (the image prefetch walks them in this order, within its cap).
//
// Each query answer holds every meal (10k and more), and a first sync answers again after every
// pulled batch. So a document's picture is read once per document object: RxDB's documents are
// immutable (a new revision is a new object), so an object seen before has the same picture,
// and a batch reads only the documents it brought. ~40 ms → ~6 ms per answer at 10k meals
// (node, memory storage); what is left is the sort by post time.
import { combineLatest, map, type Observable } from 'rxjs';
import type { Meal, UpcomingMeal } from '@hostel/shared-schema';
import type { DataLayer } from '../data-layer';

type Doc = { toJSON: () => unknown };
type Picture = { url: string; postTime: number };

/** Reads each document's picture once, for as long as the document object lives. */
function pictures<T>(read: (data: T) => Picture): (docs: readonly Doc[]) => Picture[] {
  const seen = new WeakMap<Doc, Picture>();
  return (docs) =>
    docs.map((doc) => {
      let picture = seen.get(doc);
      if (!picture) seen.set(doc, (picture = read(doc.toJSON() as T)));
      return picture;
    });
}

/** The image URLs on the device, answered again as meals come and go (an engine stream). */
export function mealImageUrlsOf(layer: DataLayer): Observable<string[]> {
  const upcomingPictures = pictures((upcoming: UpcomingMeal) => ({
    url: upcoming.mainMealData.mealImage,
    postTime: upcoming.mainMealData.postTime,
  }));
  const mealPictures = pictures((meal: Meal) => ({ url: meal.mealImage, postTime: meal.postTime }));
  return combineLatest([layer.db.upcomingMeals.find().$, layer.db.meals.find().$]).pipe(
    map(([upcoming, meals]) => {
      const newestFirst = mealPictures(meals).sort((a, b) => b.postTime - a.postTime);
      const urls = [...upcomingPictures(upcoming), ...newestFirst].map((picture) => picture.url);
      return [...new Set(urls.filter(Boolean))];
    }),
  );
}
