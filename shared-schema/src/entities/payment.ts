// Subscription payment record (spec §3).
import { z } from 'zod';
import { PACKAGE_NAMES } from '../constants';
import { idSchema, timestampSchema } from './common';

export const paymentSchema = z.object({
  _id: idSchema,
  email: z.string().max(254),
  name: z.string().max(200),
  paymentDate: timestampSchema,
  amount: z.number().min(0),
  package: z.enum(PACKAGE_NAMES),
  transactionId: z.string().min(1).max(200),
});
export type Payment = z.infer<typeof paymentSchema>;
