// The signed-in user's meal requests on the device (their own, pulled only: an admin answers
// them on the server, whose state wins a conflict): the list, newest first.
import { map } from 'rxjs';
import type { RequestedMeal } from '@hostel/shared-schema';
import { engineCollection } from '../engine-collection';
import type { NoArgs } from '../engine/api';
import { plain } from '../engine/stream-queries';

declare module '../engine/api' {
  interface EngineStreams {
    /** The user's meal requests, newest first. */
    requestedMeals: { args: NoArgs; value: RequestedMeal[] };
  }
}

export default engineCollection('requested-meals', {
  streams: {
    requestedMeals: (layer) =>
      layer.db.requestedMeals
        .find({ sort: [{ requestTime: 'desc' }, { _id: 'desc' }] })
        .$.pipe(map(plain<RequestedMeal>)),
  },
});
