// Requested meal (spec §3): a resident's request for a meal, pending until an admin serves it.
import { z } from 'zod';
import { REQUEST_STATUSES } from '../constants';
import { idSchema, timestampSchema } from './common';
import { syncedCollection } from '../sync/synced-collection';

export const requestedMealSchema = z.object({
  _id: idSchema,
  name: z.string().max(200),
  email: z.string().max(254),
  mealId: idSchema,
  mealTitle: z.string().max(200),
  status: z.enum(REQUEST_STATUSES),
  requestTime: timestampSchema,
});
export type RequestedMeal = z.infer<typeof requestedMealSchema>;

/** A resident's own requests; made and served online, so devices only read them. */
export const requestedMealsSync = syncedCollection({
  name: 'requested-meals',
  noun: 'meal request',
  entity: requestedMealSchema,
  audience: 'owner',
  devicePushes: false,
  rx: { version: 0 },
});
