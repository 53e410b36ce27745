// Request and response schemas of the spec §7 "admin profile" calls.
import { z } from 'zod';
import { emailSchema } from '../entities/common';

/** GET /admin-profile?email= and GET /admin-profile-data?email= */
export const adminProfileQuerySchema = z.object({ email: emailSchema });

/** GET /admin-profile: the admin's own name and e-mail. */
export const adminProfileResponseSchema = z
  .object({ name: z.string().max(200), email: z.string().max(254) })
  .strict();
export type AdminProfile = z.infer<typeof adminProfileResponseSchema>;

const counter = z.number().int().min(0);

/** GET /admin-profile-data: the five tiles of the admin profile page. */
export const adminProfileDataResponseSchema = z
  .object({
    /** Live meals whose distributorEmail is this admin's. */
    addedMealCount: counter,
    /** Sum of every payment (the tile reads 'Total Payment'). */
    paymentAmount: z.number().min(0),
    /** Every live request, then split by status. */
    requestedMealsCount: counter,
    servedMealCount: counter,
    pendingMealCount: counter,
  })
  .strict();
export type AdminProfileData = z.infer<typeof adminProfileDataResponseSchema>;
