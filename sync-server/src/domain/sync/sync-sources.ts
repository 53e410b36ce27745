// Where each replicated collection lives: its table(s), who may read it, and row → document.
// Tombstones (deleted = 1) are read like live rows so deletions reach every client; `seq` stays
// on the row and never enters a document.
import type { Kysely } from 'kysely';
import {
  REVIEW_RATING_MIN,
  type LikeTarget,
  type Review,
  type SyncCollection,
  type SyncDoc,
} from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import type { SyncedTable } from '../../db/synced-tables';
import type { Database } from '../../db/tables';
import { toLikeDoc, type LikeRow } from '../likes/like-doc';
import { toMealDoc, toUpcomingMealDoc, type MealRow } from '../meals/meal-repository';
import { toRequestedMealDoc, type RequestedMealRow } from '../requested-meals/requested-meal-doc';
import { toReviewDoc, type ReviewRow } from '../reviews/review-doc';
import { toSettingsDoc, type SettingsRow } from '../hostel/settings';
import { toMenuSlotDoc, type MenuSlotRow } from '../menu/menu-doc';
import { toServingDoc, type ServingRow } from '../servings/serving-doc';
import { toSkipDoc, type SkipRow } from '../skips/skip-doc';
import { toDietaryProfileDoc, type DietaryProfileRow } from '../dietary/dietary-profile';

/** One table feeding a collection; a collection may have several (likes: meals and upcoming). */
export type SyncSource = {
  table: SyncedTable;
  /** Column naming the owner, for collections only their owner may read. */
  ownerColumn?: 'user_email';
  /** Column of the day a row is for, for collections pulled from a day on (servings). */
  dateColumn?: 'date';
  toDoc: (row: never) => object;
};

const withDeleted = <T extends object>(doc: T, row: { deleted: number }): SyncDoc<T> => ({
  ...doc,
  _deleted: Number(row.deleted) === 1,
});

const likeSource = (table: 'meal_likes' | 'upcoming_likes', target: LikeTarget): SyncSource => ({
  table,
  ownerColumn: 'user_email',
  toDoc: (row: LikeRow) => withDeleted(toLikeDoc(row, target), row),
});

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

export const SYNC_SOURCES: Record<SyncCollection, SyncSource[]> = {
  meals: [
    {
      table: 'meals',
      toDoc: (row: MealRow & { deleted: number }) => withDeleted(toMealDoc(row), row),
    },
  ],
  'upcoming-meals': [
    {
      table: 'upcoming_meals',
      toDoc: (row: MealRow & { deleted: number }) => withDeleted(toUpcomingMealDoc(row), row),
    },
  ],
  reviews: [{ table: 'reviews', toDoc: (row: ReviewRow) => reviewSyncDoc(row) }],
  'requested-meals': [
    {
      table: 'requested_meals',
      ownerColumn: 'user_email',
      toDoc: (row: RequestedMealRow) => withDeleted(toRequestedMealDoc(row), row),
    },
  ],
  likes: [likeSource('meal_likes', 'meal'), likeSource('upcoming_likes', 'upcoming')],
  menu: [{ table: 'menu_slots', toDoc: (row: MenuSlotRow) => toMenuSlotDoc(row) }],
  skips: [{ table: 'skips', ownerColumn: 'user_email', toDoc: (row: SkipRow) => toSkipDoc(row) }],
  'hostel-settings': [
    { table: 'hostel_settings', toDoc: (row: SettingsRow) => toSettingsDoc(row) },
  ],
  'dietary-profiles': [
    {
      table: 'dietary_profiles',
      ownerColumn: 'user_email',
      toDoc: (row: DietaryProfileRow) => toDietaryProfileDoc(row),
    },
  ],
  servings: [
    { table: 'servings', dateColumn: 'date', toDoc: (row: ServingRow) => toServingDoc(row) },
  ],
};

/** The like table of a like document id (`meal:…` or `upcoming:…`). */
function likeSourceOf(id: string): SyncSource {
  return SYNC_SOURCES.likes[id.startsWith('upcoming:') ? 1 : 0];
}

/** The server's current document (tombstones included) of one id, or undefined. */
export async function loadMasterDoc(
  db: Executor,
  collection: SyncCollection,
  id: string,
): Promise<SyncDoc<Record<string, unknown>> | undefined> {
  const source = collection === 'likes' ? likeSourceOf(id) : SYNC_SOURCES[collection][0];
  const row = await (db as Kysely<Database>)
    .selectFrom(source.table as 'meals')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? (source.toDoc(row as never) as SyncDoc<Record<string, unknown>>) : undefined;
}
