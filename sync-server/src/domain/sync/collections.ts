// The server's part of each replicated collection (server-collection.ts), one per collection of
// the shared registry (TypeScript refuses a collection without one): the pull, the push, the live
// channel and the checks read them from here.
import type { Kysely } from 'kysely';
import type { SyncCollection, SyncDoc } from '@hostel/shared-schema';
import { SYNC_COLLECTIONS } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import type { Database } from '../../db/tables';
import { dietaryProfilesServer } from '../dietary/dietary-profiles-sync';
import { hostelSettingsServer } from '../hostel/settings-sync';
import { likesServer } from '../likes/likes-sync';
import { mealsServer } from '../meals/meals-sync';
import { upcomingMealsServer } from '../meals/upcoming-meals-sync';
import { menuServer } from '../menu/menu-sync';
import { requestedMealsServer } from '../requested-meals/requested-meals-sync';
import { reviewsServer } from '../reviews/reviews-sync';
import { servingsServer, type ServingsTables } from '../servings/servings-sync';
import { skipsServer } from '../skips/skips-sync';
import type { PushRule, ServerCollection, SyncSource, SyncedTable } from './server-collection';

/** The tables the collections' modules declare, part of the database's type (db/tables.ts). */
export type CollectionTables = ServingsTables;

export const SERVER_COLLECTIONS: Record<SyncCollection, ServerCollection> = {
  meals: mealsServer,
  'upcoming-meals': upcomingMealsServer,
  reviews: reviewsServer,
  'requested-meals': requestedMealsServer,
  likes: likesServer,
  menu: menuServer,
  skips: skipsServer,
  'hostel-settings': hostelSettingsServer,
  'dietary-profiles': dietaryProfilesServer,
  servings: servingsServer,
};

/** Where each collection is pulled from. Tombstones are read like live rows. */
export const SYNC_SOURCES = Object.fromEntries(
  SYNC_COLLECTIONS.map((name) => [name, SERVER_COLLECTIONS[name].sources]),
) as Record<SyncCollection, ServerCollection['sources']>;

/** What a pushed document of each collection may do. */
export const PUSH_RULES = Object.fromEntries(
  SYNC_COLLECTIONS.map((name) => [name, SERVER_COLLECTIONS[name].rule]),
) as Record<SyncCollection, PushRule>;

/** The tables whose rows replicate (each carries `seq` and `deleted`). */
export const SYNCED_TABLES: readonly SyncedTable[] = [
  ...new Set(Object.values(SYNC_SOURCES).flatMap((sources) => sources.map(({ table }) => table))),
];

function sourceOf(collection: SyncCollection, id: string): SyncSource {
  const { sources, sourceOf: pick } = SERVER_COLLECTIONS[collection];
  return pick ? pick(id) : sources[0];
}

/** The server's current document (tombstones included) of one id, or undefined. */
export async function loadMasterDoc(
  db: Executor,
  collection: SyncCollection,
  id: string,
): Promise<SyncDoc<Record<string, unknown>> | undefined> {
  const source = sourceOf(collection, id);
  const row = await (db as Kysely<Database>)
    .selectFrom(source.table as 'meals')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? (source.toDoc(row as never) as SyncDoc<Record<string, unknown>>) : undefined;
}
