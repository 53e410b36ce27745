// Request and answer schemas of the dietary profile calls: the REST twin of the
// owner-only `dietary-profiles` collection (a resident edits it offline through sync; these calls
// serve other clients and the tests).
import { z } from 'zod';
import { dietaryProfileFieldsSchema, dietaryProfileSchema } from '../entities/dietary-profile';

/** `/dietary-profile/{email}`: the owner's own e-mail (anyone else: 403). */
export const dietaryProfileParamsSchema = z.object({
  email: z.string({ error: 'email is required' }).min(1, 'email is required').max(254),
});

/** PUT /dietary-profile/{email}: the whole profile (every field, each validated). */
export const setDietaryProfileBodySchema = dietaryProfileFieldsSchema;

/** GET /dietary-profile/{email}: the profile (the empty one, updatedAt 0, if never saved). */
export const dietaryProfileResponseSchema = dietaryProfileSchema.strict();
