// One conflict handler per collection (docs/decisions/0014-conflict-handlers-per-collection.md):
// - meals, upcoming meals, requested meals, menu, hostel settings: the server wins (users may not
//   change them; the counters likes/numReviews are server-owned).
// - likes: the user's own like state — the last edit to reach the server wins, so a conflicting
//   push is resolved to the client's state and pushed again.
// - reviews: the user's own text and rating — the last edit to reach the server wins (on top of
//   the server's other fields); a review deleted on the server stays deleted.
// - skips and dietary profiles: the last edit to reach the server wins (the whole document).
// - servings: the server wins (a serving is written once; its duplicate flag is the server's).
// A write the server refused (the push's answer names the ids) always ends in the
// server's state; its reason comes from /api/sync/rejections. When the user's edit loses, the
// handler reports it (onLost) so nothing is dropped silently.
import type { RxConflictHandler, WithDeleted } from 'rxdb';
import {
  docEqual,
  type DietaryProfile,
  type Like,
  type Review,
  type Skip,
} from '@hostel/shared-schema';
import type { CollectionName, ConflictHandlers, DocTypes } from './collections';

export type ConflictContext = {
  /** True once for a document the server refused in the push that answered this conflict. */
  takeRefused: (collection: CollectionName, id: string) => boolean;
  /** The user's version lost to the server's: tell the user. */
  onLost: (
    collection: CollectionName,
    yours: WithDeleted<unknown>,
    server: WithDeleted<unknown>,
  ) => void;
};

const isEqual = (a: unknown, b: unknown) => docEqual(a, b);

function serverWins<T>(): RxConflictHandler<T> {
  return { isEqual, resolve: async ({ realMasterState }) => realMasterState };
}

function likesHandler(context: ConflictContext): RxConflictHandler<Like> {
  return {
    isEqual,
    async resolve({ newDocumentState, realMasterState }) {
      if (context.takeRefused('likes', realMasterState._id)) return realMasterState;
      // The meal went away (its likes are tombstones): nothing left to like; say so.
      if (realMasterState._deleted) {
        context.onLost('likes', newDocumentState, realMasterState);
        return realMasterState;
      }
      return { ...realMasterState, liked: newDocumentState.liked };
    },
  };
}

function reviewsHandler(context: ConflictContext): RxConflictHandler<Review> {
  return {
    isEqual,
    async resolve({ newDocumentState, realMasterState }) {
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
    },
  };
}

/** Skips: like likes, the last edit to reach the server wins (its state and its range label),
 * unless the server refused it (too late, no package): then the server's state stands and the
 * reason is shown. */
function skipsHandler(context: ConflictContext): RxConflictHandler<Skip> {
  return {
    isEqual,
    async resolve({ newDocumentState, realMasterState }) {
      if (context.takeRefused('skips', realMasterState._id)) return realMasterState;
      if (realMasterState._deleted) return realMasterState;
      // The server already holds the wanted state (say, skipped on another device): it stays as
      // it is, label included, so an away range never claims a skip made on its own.
      if (realMasterState.skipped === newDocumentState.skipped) return realMasterState;
      const { rangeId: _serverLabel, ...server } = realMasterState;
      const { rangeId } = newDocumentState;
      return { ...server, skipped: newDocumentState.skipped, ...(rangeId ? { rangeId } : {}) };
    },
  };
}

/** Dietary profile: the resident's own, the last edit to reach the server wins (the
 * device's whole profile), unless the server refused it: then its state stands. */
function dietaryProfilesHandler(context: ConflictContext): RxConflictHandler<DietaryProfile> {
  return {
    isEqual,
    async resolve({ newDocumentState, realMasterState }) {
      if (context.takeRefused('dietaryProfiles', realMasterState._id)) return realMasterState;
      const { diet, halalOnly, avoid, hideUnsuitable, updatedAt } = newDocumentState;
      return { ...realMasterState, diet, halalOnly, avoid, hideUnsuitable, updatedAt };
    },
  };
}

export function createConflictHandlers(context: ConflictContext): ConflictHandlers {
  return {
    meals: serverWins<DocTypes['meals']>(),
    upcomingMeals: serverWins<DocTypes['upcomingMeals']>(),
    requestedMeals: serverWins<DocTypes['requestedMeals']>(),
    likes: likesHandler(context),
    reviews: reviewsHandler(context),
    menu: serverWins<DocTypes['menu']>(),
    skips: skipsHandler(context),
    hostelSettings: serverWins<DocTypes['hostelSettings']>(),
    dietaryProfiles: dietaryProfilesHandler(context),
    servings: serverWins<DocTypes['servings']>(),
  };
}
