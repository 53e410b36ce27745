// The replicated collections, in the order a device pulls them first (docs/sync.md). Each is
// declared beside its entity (synced-collection.ts); adding one is a line here and its export.
// The entities of the synced collections are exported from here.
import { dietaryProfilesSync } from '../entities/dietary-profile';
import { hostelSettingsSync } from '../entities/hostel-settings';
import { likesSync } from '../entities/like';
import { mealsSync, upcomingMealsSync } from '../entities/meal';
import { menuSync, skipsSync } from '../entities/menu';
import { requestedMealsSync } from '../entities/requested-meal';
import { reviewsSync } from '../entities/review';
import { servingsSync } from '../entities/serving';
import type { z } from 'zod';
import {
  localName,
  type LocalName,
  type SyncAudience,
  type SyncedCollectionDef,
} from './synced-collection';

export * from '../entities/dietary-profile';
export * from '../entities/hostel-settings';
export * from '../entities/like';
export * from '../entities/meal';
export * from '../entities/menu';
export * from '../entities/requested-meal';
export * from '../entities/review';
export * from '../entities/serving';

export const SYNCED_COLLECTIONS = {
  meals: mealsSync,
  'upcoming-meals': upcomingMealsSync,
  reviews: reviewsSync,
  'requested-meals': requestedMealsSync,
  likes: likesSync,
  menu: menuSync,
  skips: skipsSync,
  'hostel-settings': hostelSettingsSync,
  'dietary-profiles': dietaryProfilesSync,
  servings: servingsSync,
} as const satisfies { [Name in string]: SyncedCollectionDef<Name> };

export type SyncCollection = keyof typeof SYNCED_COLLECTIONS;
export const SYNC_COLLECTIONS = Object.keys(SYNCED_COLLECTIONS) as SyncCollection[];

export type SyncedDef<C extends SyncCollection> = (typeof SYNCED_COLLECTIONS)[C];
/** A collection's document type (its entity's). */
export type SyncedDocOf<C extends SyncCollection> = z.infer<SyncedDef<C>['entity']>;

/** The device's name of each collection: the sync name in camelCase. */
export type LocalCollection = LocalName<SyncCollection>;
/** The sync name of a device's collection. */
export type SyncNameOf<L extends LocalCollection> = {
  [C in SyncCollection]: LocalName<C> extends L ? C : never;
}[SyncCollection];

/** The device's name of a sync name. */
export const localCollectionOf = <C extends SyncCollection>(name: C): LocalName<C> =>
  localName(name);

/** The collections of one audience, in the registry's order. */
export const collectionsWith = (audience: SyncAudience): SyncCollection[] =>
  SYNC_COLLECTIONS.filter((name) => SYNCED_COLLECTIONS[name].audience === audience);
