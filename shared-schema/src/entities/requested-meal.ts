// Requested meal (spec §3): a resident's request for a meal, pending until an admin serves it.
import { z } from 'zod';
import { REQUEST_STATUSES } from '../constants';
import { idSchema, timestampSchema } from './common';

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
