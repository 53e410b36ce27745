// The signed-in user's likes on the device (their own; written offline, pushed when the server
// can be reached). A conflict: the last edit to reach the server wins, so a conflicting push is
// resolved to the device's like state and pushed again; a like the server refused ends in the
// server's state, and one whose meal went away (a tombstone) is lost and the user is told.
import { map } from 'rxjs';
import { likeId, type Like, type LikeTarget } from '@hostel/shared-schema';
import { conflictHandler, engineCollection } from '../engine-collection';
import type { WaitingState } from '../engine/api';
import { ownDocument } from '../engine/stream-queries';
import * as writes from '../writes';

declare module '../engine/api' {
  interface EngineRequests {
    setMealLike: { args: { mealId: string; liked: boolean }; answer: void };
    likeUpcoming: { args: { upcomingId: string }; answer: void };
  }
  interface EngineStreams {
    /** The signed-in user's like of a meal or upcoming meal, and whether it still waits. */
    likeState: {
      args: { target: LikeTarget; id: string };
      value: WaitingState<{ liked: boolean }>;
    };
  }
}

export default engineCollection('likes', {
  editable: ['liked'],
  conflict: (context) =>
    conflictHandler<Like>(async ({ newDocumentState, realMasterState }) => {
      if (context.takeRefused('likes', realMasterState._id)) return realMasterState;
      // The meal went away (its likes are tombstones): nothing left to like; say so.
      if (realMasterState._deleted) {
        context.onLost('likes', newDocumentState, realMasterState);
        return realMasterState;
      }
      return { ...realMasterState, liked: newDocumentState.liked };
    }),
  requests: {
    setMealLike: (layer, { mealId, liked }) => writes.setMealLike(layer, mealId, liked),
    likeUpcoming: (layer, { upcomingId }) => writes.likeUpcoming(layer, upcomingId),
  },
  streams: {
    likeState: (layer, { target, id }) =>
      id
        ? ownDocument(
            layer,
            'likes',
            (email) => likeId(target, id, email),
            (docId) =>
              layer.db.likes.findOne(docId).$.pipe(map((doc) => ({ liked: Boolean(doc?.liked) }))),
            { liked: false },
          )
        : layer.user$.pipe(
            map((user) => ({ liked: false, waiting: false, signedIn: Boolean(user) })),
          ),
  },
});
