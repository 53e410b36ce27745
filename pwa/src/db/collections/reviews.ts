// The reviews on the device (public; each user writes their own offline, pushed when the server
// can be reached). A conflict: the user's text and rating, the last edit to reach the server
// wins (on top of the server's other fields); a review deleted on the server stays deleted (the
// user is told when theirs still stood), and one the server refused ends in the server's state.
import { map } from 'rxjs';
import type { Review } from '@hostel/shared-schema';
import { conflictHandler, engineCollection } from '../engine-collection';
import type { NoArgs } from '../engine/api';
import { forUser, plain } from '../engine/stream-queries';
import * as writes from '../writes';

declare module '../engine/api' {
  interface EngineRequests {
    addReview: {
      args: { id: string; mealId: string; rating: number; review: string };
      answer: Review;
    };
    /** false when nothing changed ('No Change'). */
    editReview: { args: { id: string; rating: number; review: string }; answer: boolean };
    deleteReview: { args: { id: string }; answer: void };
  }
  interface EngineStreams {
    /** A meal's reviews, newest first. */
    mealReviews: { args: { mealId: string }; value: Review[] };
    /** The signed-in user's reviews, newest first (none while signed out). */
    myReviews: { args: NoArgs; value: Review[] };
  }
}

const newestFirst: [{ postTime: 'desc' }, { _id: 'desc' }] = [
  { postTime: 'desc' },
  { _id: 'desc' },
];

export default engineCollection('reviews', {
  editable: ['rating', 'review'],
  conflict: (context) =>
    conflictHandler<Review>(async ({ newDocumentState, realMasterState }) => {
      if (context.takeRefused('reviews', realMasterState._id)) return realMasterState;
      if (realMasterState._deleted) {
        if (!newDocumentState._deleted)
          context.onLost('reviews', newDocumentState, realMasterState);
        return realMasterState;
      }
      return {
        ...realMasterState,
        rating: newDocumentState.rating,
        review: newDocumentState.review,
        _deleted: newDocumentState._deleted,
      };
    }),
  requests: {
    addReview: (layer, input) => writes.addReview(layer, input),
    editReview: (layer, { id, rating, review }) => writes.editReview(layer, id, { rating, review }),
    deleteReview: (layer, { id }) => writes.deleteReview(layer, id),
  },
  streams: {
    mealReviews: (layer, { mealId }) =>
      layer.db.reviews.find({ selector: { mealId }, sort: newestFirst }).$.pipe(map(plain<Review>)),
    myReviews: (layer) =>
      forUser(
        layer,
        ({ email }) =>
          layer.db.reviews
            .find({ selector: { email }, sort: newestFirst })
            .$.pipe(map(plain<Review>)),
        [],
      ),
  },
});
