// How likes replicate: each user pulls and pushes their own, from two tables (meals' and upcoming
// meals' likes). A pushed like goes through the same domain functions as the like calls.
import { likeId, type Like, type LikeTarget, type SyncDoc } from '@hostel/shared-schema';
import { conflict, forbidden } from '../../http/errors';
import type { ServerCollection, SyncSource } from '../sync/server-collection';
import { endsWithEmail, withDeleted } from '../sync/server-collection';
import { toLikeDoc, type LikeRow } from './like-doc';
import { likeUpcomingMeal } from './like-upcoming-meal';
import { setMealLike } from './set-meal-like';

const likeSource = (table: 'meal_likes' | 'upcoming_likes', target: LikeTarget): SyncSource => ({
  table,
  ownerColumn: 'user_email',
  toDoc: (row: LikeRow) => withDeleted(toLikeDoc(row, target), row),
});
const mealLikes = likeSource('meal_likes', 'meal');
const upcomingLikes = likeSource('upcoming_likes', 'upcoming');

export const likesServer: ServerCollection = {
  sources: [mealLikes, upcomingLikes],
  sourceOf: (id) => (id.startsWith('upcoming:') ? upcomingLikes : mealLikes),
  ownerInId: { reason: 'You can only change your own likes', owns: endsWithEmail },
  rule: {
    async apply(db, user, pushed) {
      const doc = pushed as unknown as SyncDoc<Like>;
      if (doc.email !== user.email) throw forbidden('You can only change your own likes');
      if (doc._id !== likeId(doc.target, doc.targetId, doc.email)) {
        throw conflict('A like id must name its target and owner', 'like_id_mismatch');
      }
      if (doc._deleted) throw conflict('A like is not deleted; it is unliked', 'like_deleted');
      if (doc.target === 'meal') return setMealLike(db, user, doc.targetId, doc.liked);
      if (!doc.liked) throw conflict('An upcoming meal like cannot be taken back', 'like_one_way');
      return likeUpcomingMeal(db, user, doc.targetId);
    },
    touches: (doc) => ['likes', doc.target === 'meal' ? 'meals' : 'upcoming-meals'],
  },
};
