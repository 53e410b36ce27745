// How reviews replicate: public, pulled by anyone; each resident pushes their own, through the
// same domain functions as the review calls.
import { REVIEW_RATING_MIN, type Review, type SyncDoc } from '@hostel/shared-schema';
import { conflict, forbidden } from '../../http/errors';
import type { ServerCollection } from '../sync/server-collection';
import { withDeleted } from '../sync/server-collection';
import { addReview } from './add-review';
import { deleteReview } from './delete-review';
import { toReviewDoc, type ReviewRow } from './review-doc';
import { updateReview } from './update-review';

/**
 * A deleted review is pulled by anyone: its tombstone keeps the id and the meal (RxDB's schema
 * and index need a meal), never the author's name, e-mail, photo or text.
 */
function reviewSyncDoc(row: ReviewRow): SyncDoc<Review> {
  const doc = withDeleted(toReviewDoc(row), row);
  if (!doc._deleted) return doc;
  return {
    ...doc,
    name: '',
    email: '',
    image: '',
    rating: REVIEW_RATING_MIN,
    review: 'deleted',
    postTime: 0,
  };
}

export const reviewsServer: ServerCollection = {
  sources: [{ table: 'reviews', toDoc: (row: ReviewRow) => reviewSyncDoc(row) }],
  rule: {
    async apply(db, user, pushed, current) {
      const doc = pushed as unknown as SyncDoc<Review>;
      const master = current as unknown as SyncDoc<Review> | undefined;
      if (!master) {
        // Written and deleted before it ever reached the server: nothing to do.
        if (doc._deleted) return { changed: false };
        if (doc.email !== user.email) throw forbidden('You can only write your own reviews');
        await addReview(
          db,
          user,
          { mealId: doc.mealId, rating: doc.rating, review: doc.review },
          doc._id,
        );
        return { changed: true };
      }
      if (doc._deleted) return { changed: (await deleteReview(db, user, doc._id)).deleted };
      if (master._deleted) throw conflict('This review was deleted', 'review_deleted');
      if (doc.email !== master.email || doc.mealId !== master.mealId) {
        throw forbidden('Only the rating and text of your own review can change');
      }
      const result = await updateReview(db, user, doc._id, {
        rating: doc.rating,
        review: doc.review,
      });
      return { changed: result.modified };
    },
    touches: () => ['reviews', 'meals'],
  },
};
