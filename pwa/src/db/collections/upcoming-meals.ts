// The upcoming meals on the device (public, pulled only; the server's state wins a conflict,
// its like counter included): the list, newest first. Their images are in the meals' prefetch
// stream (meals.ts).
import { map } from 'rxjs';
import type { UpcomingMeal } from '@hostel/shared-schema';
import { engineCollection } from '../engine-collection';
import type { NoArgs } from '../engine/api';
import { plain } from '../engine/stream-queries';

declare module '../engine/api' {
  interface EngineStreams {
    /** Newest first (like GET /all-upcoming-meals-user). */
    upcomingMeals: { args: NoArgs; value: UpcomingMeal[] };
  }
}

export default engineCollection('upcoming-meals', {
  streams: {
    upcomingMeals: (layer) =>
      layer.db.upcomingMeals.find().$.pipe(
        map(plain<UpcomingMeal>),
        map((meals) =>
          meals.sort(
            (a, b) => b.mainMealData.postTime - a.mainMealData.postTime || (a._id < b._id ? 1 : -1),
          ),
        ),
      ),
  },
});
