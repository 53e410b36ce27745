// Request and response schemas of the spec §7 "likes" calls. The email must be the session's
// (checked by the route); the schema only checks its shape.
import { z } from 'zod';
import { emailSchema, idSchema } from '../entities/common';
import { updateResultSchema } from './common';

/** GET /is-liked and /is-liked-upcoming (query), PUT /inc-like, /dec-like, /inc-like-upcoming. */
export const likeInputSchema = z.object({
  id: z.string({ error: 'id is required' }).trim().min(1, 'id is required').pipe(idSchema),
  email: emailSchema,
});
export type LikeInput = z.infer<typeof likeInputSchema>;

/** GET /is-liked and /is-liked-upcoming. */
export const isLikedResponseSchema = z.object({ liked: z.boolean() }).strict();
export type IsLikedResult = z.infer<typeof isLikedResponseSchema>;
/** PUT /inc-like, /dec-like and /inc-like-upcoming (modifiedCount 0: already in that state). */
export const likeWriteResponseSchema = updateResultSchema;
