// What a pushed document may do, per collection, expressed through the same domain functions as the
// REST calls (docs/decisions/0013-push-applies-domain-rules-and-records-refusals.md). A rule
// refuses by throwing an AppError; the push turns that into a conflict answering the server's
// state, with the reason kept for the user.
import {
  likeId,
  skipId,
  dietaryProfileId,
  type DietaryProfile,
  type Like,
  type Review,
  type Serving,
  type Skip,
  type SyncCollection,
  type SyncDoc,
} from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import type { SessionUser } from '../../http/context';
import { conflict, forbidden } from '../../http/errors';
import type { Clock } from '../hostel/clock';
import { likeUpcomingMeal } from '../likes/like-upcoming-meal';
import { recordServing } from '../servings/record-serving';
import { setSkip } from '../skips/set-skip';
import { setDietaryProfile } from '../dietary/dietary-profile';
import { setMealLike } from '../likes/set-meal-like';
import { addReview } from '../reviews/add-review';
import { deleteReview } from '../reviews/delete-review';
import { updateReview } from '../reviews/update-review';

type AnyDoc = SyncDoc<Record<string, unknown>>;

/**
 * What a rule may need beyond the document: the server's clock (skips judge cut-offs by it,
 * servings the last day they may be for).
 */
export type PushEnv = { clock: Clock };

export type PushRule = {
  /** Set when no pushed change is ever allowed: refused before any conflict check. */
  readOnlyReason?: string;
  /** Applies a change (the server's state differs from `doc`); throws to refuse it. */
  apply: (
    db: Executor,
    user: SessionUser,
    doc: AnyDoc,
    master: AnyDoc | undefined,
    env: PushEnv,
  ) => Promise<{ changed: boolean }>;
  /** Collections whose documents a successful apply may change (counters included). */
  touches: (doc: AnyDoc) => SyncCollection[];
};

const readOnly = (message: string): PushRule => ({
  readOnlyReason: message,
  apply: async () => {
    throw forbidden(message);
  },
  touches: () => [],
});

const likesRule: PushRule = {
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
};

const reviewsRule: PushRule = {
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
};

const skipsRule: PushRule = {
  async apply(db, user, pushed, _master, { clock }) {
    const doc = pushed as unknown as SyncDoc<Skip>;
    if (doc.email !== user.email) throw forbidden('You can only skip your own meals');
    if (doc._id !== skipId(doc.date, doc.slot, doc.email)) {
      throw conflict('A skip id must name its date, slot and owner', 'skip_id_mismatch');
    }
    if (doc._deleted) throw conflict('A skip is not deleted; it is undone', 'skip_deleted');
    return setSkip(db, clock, user, doc.date, doc.slot, doc.skipped, doc.rangeId ?? null);
  },
  touches: () => ['skips'],
};

/** The resident's own dietary profile: the last edit to reach the server wins. */
const dietaryProfilesRule: PushRule = {
  async apply(db, user, pushed) {
    const doc = pushed as unknown as SyncDoc<DietaryProfile>;
    if (doc.email.toLowerCase() !== user.email.toLowerCase()) {
      throw forbidden('You can only change your own dietary profile');
    }
    if (doc._id !== dietaryProfileId(doc.email)) {
      throw conflict('A dietary profile id must be its owner', 'dietary_id_mismatch');
    }
    if (doc._deleted)
      throw conflict('A dietary profile is not deleted; it is emptied', 'dietary_deleted');
    return setDietaryProfile(db, user, doc, doc.updatedAt);
  },
  touches: () => ['dietary-profiles'],
};

/** A counter's serving (admins only: the catalogue's push access): recorded once. */
const servingsRule: PushRule = {
  apply: (db, _user, pushed, master, { clock }) =>
    recordServing(
      db,
      clock,
      pushed as unknown as SyncDoc<Serving>,
      master as unknown as SyncDoc<Serving> | undefined,
    ),
  touches: () => ['servings'],
};

export const PUSH_RULES: Record<SyncCollection, PushRule> = {
  meals: readOnly('Meals are changed by admins only, not through sync'),
  'upcoming-meals': readOnly('Upcoming meals are changed by admins only, not through sync'),
  'requested-meals': readOnly('Meal requests are made and served online, not through sync'),
  likes: likesRule,
  reviews: reviewsRule,
  menu: readOnly('The menu is planned by admins only, not through sync'),
  skips: skipsRule,
  'hostel-settings': readOnly('Hostel settings are changed by admins only, not through sync'),
  'dietary-profiles': dietaryProfilesRule,
  servings: servingsRule,
};
