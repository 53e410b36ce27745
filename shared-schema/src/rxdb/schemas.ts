// RxDB collection schemas of the replicated collections
// (docs/decisions/0012-nine-replicated-collections-from-zod.md), each generated from its zod
// entity. Bump a `version` when a schema changes and add the step to `RX_MIGRATIONS`
// (migrations.ts); the PWA wires those as the collections' migration strategies. Only schemas here:
// the PWA's build replaces this module by its values, computed at build
// (scripts/json-schema-at-build.ts), so the browser needs no JSON Schema converter.
import { dietaryProfileSchema } from '../entities/dietary-profile';
import { hostelSettingsSchema } from '../entities/hostel-settings';
import { likeSchema } from '../entities/like';
import { menuSlotSchema, skipSchema } from '../entities/menu';
import { mealSchema, upcomingMealSchema } from '../entities/meal';
import { requestedMealSchema } from '../entities/requested-meal';
import { reviewSchema } from '../entities/review';
import { servingSchema } from '../entities/serving';
import type { SyncCollection } from '../sync/protocol';
import { zodToRxSchema, type RxSchemaLike } from './to-rx-schema';

/** zod trims and then wants one character; JSON schema has no trim, so ask for a non-space. */
const NOT_BLANK = { pattern: '\\S' };

export const mealRxSchema = zodToRxSchema(mealSchema, {
  title: 'meals',
  // 1: the food labels.
  version: 1,
  // The list query filters by type; price ordering is done in memory (prices may have cents,
  // which an integer `multipleOf` index could not hold).
  indexes: ['mealType'],
  properties: { mealTitle: NOT_BLANK, description: NOT_BLANK },
});

export const upcomingMealRxSchema = zodToRxSchema(upcomingMealSchema, {
  title: 'upcoming-meals',
  // 1: the food labels, inside mainMealData.
  version: 1,
});

export const reviewRxSchema = zodToRxSchema(reviewSchema, {
  title: 'reviews',
  version: 0,
  indexes: ['mealId', 'email'],
  properties: { review: NOT_BLANK },
});

export const requestedMealRxSchema = zodToRxSchema(requestedMealSchema, {
  title: 'requested-meals',
  version: 0,
});

export const likeRxSchema = zodToRxSchema(likeSchema, {
  title: 'likes',
  version: 0,
  indexes: ['targetId'],
});

export const menuSlotRxSchema = zodToRxSchema(menuSlotSchema, {
  title: 'menu',
  version: 0,
  indexes: ['date'],
});

export const skipRxSchema = zodToRxSchema(skipSchema, {
  title: 'skips',
  // 1: the optional rangeId of a skip made by "I'm away".
  version: 1,
  indexes: ['date'],
});

export const hostelSettingsRxSchema = zodToRxSchema(hostelSettingsSchema, {
  title: 'hostel-settings',
  version: 0,
  // A literal id becomes a `const` in JSON schema; RxDB's primary key wants a bounded string.
  properties: { _id: { type: 'string', maxLength: 16 } },
});

export const dietaryProfileRxSchema = zodToRxSchema(dietaryProfileSchema, {
  title: 'dietary-profiles',
  version: 0,
});

export const servingRxSchema = zodToRxSchema(servingSchema, {
  title: 'servings',
  version: 0,
  indexes: ['date'],
});

/** One schema per replicated collection, keyed by the collection's sync name. */
export const RX_SCHEMAS: Record<SyncCollection, RxSchemaLike> = {
  meals: mealRxSchema,
  'upcoming-meals': upcomingMealRxSchema,
  reviews: reviewRxSchema,
  'requested-meals': requestedMealRxSchema,
  likes: likeRxSchema,
  menu: menuSlotRxSchema,
  skips: skipRxSchema,
  'hostel-settings': hostelSettingsRxSchema,
  'dietary-profiles': dietaryProfileRxSchema,
  servings: servingRxSchema,
};
