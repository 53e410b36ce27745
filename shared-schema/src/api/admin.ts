// Request and response schemas of the spec §7 "admin profile" calls.
import { z } from 'zod';
import { emailSchema } from '../entities/common';

/** GET /admin-profile?email= and GET /admin-profile-data?email= */
export const adminProfileQuerySchema = z.object({ email: emailSchema });

export type AdminProfile = { name: string; email: string };

/** The five tiles of the admin profile page. */
export type AdminProfileData = {
  /** Live meals whose distributorEmail is this admin's. */
  addedMealCount: number;
  /** Sum of every payment (the tile reads 'Total Payment'). */
  paymentAmount: number;
  /** Every live request, then split by status. */
  requestedMealsCount: number;
  servedMealCount: number;
  pendingMealCount: number;
};
