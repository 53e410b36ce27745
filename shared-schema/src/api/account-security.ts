// Account security: the profile's "Change password" and "Sign out everywhere", and what
// the profile shows about the account's sign-ins. One schema serves the server's validation and
// the PWA's form (which adds a confirmation field on top).
import { z } from 'zod';
import { passwordSchema } from './auth';

export const ACCOUNT_SECURITY_TEXTS = {
  currentPasswordRequired: 'Your current password is Required',
  currentPasswordWrong: 'Your current password is not correct',
  confirmMismatch: 'The two new passwords do not match',
  samePassword: 'Choose a password other than your current one',
  noPassword: 'This account signs in through its identity provider',
  passwordChanged: 'Password changed: your other devices are signed out',
  signedOutEverywhere: 'Signed out on every other device',
} as const;

/** POST /auth/change-password (embedded accounts): the current password proves it is you. */
export const changePasswordBodySchema = z
  .object({
    currentPassword: z
      .string({ error: ACCOUNT_SECURITY_TEXTS.currentPasswordRequired })
      .min(1, ACCOUNT_SECURITY_TEXTS.currentPasswordRequired)
      .max(200),
    newPassword: passwordSchema,
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    message: ACCOUNT_SECURITY_TEXTS.samePassword,
    path: ['newPassword'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The PWA's form: the body plus a confirmation that must repeat the new password. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: changePasswordBodySchema.shape.currentPassword,
    newPassword: passwordSchema,
    confirmPassword: z.string().max(200),
  })
  .refine((form) => form.newPassword !== form.currentPassword, {
    message: ACCOUNT_SECURITY_TEXTS.samePassword,
    path: ['newPassword'],
  })
  .refine((form) => form.confirmPassword === form.newPassword, {
    message: ACCOUNT_SECURITY_TEXTS.confirmMismatch,
    path: ['confirmPassword'],
  });

/** GET /auth/account: how the signed-in account signs in, and its live sign-ins. */
export const accountSecurityResponseSchema = z
  .object({
    hasPassword: z.boolean(),
    sessions: z.number().int().min(1),
  })
  .strict();
export type AccountSecurity = z.infer<typeof accountSecurityResponseSchema>;

/** POST /auth/change-password and /auth/sign-out-everywhere: how many other sign-ins ended. */
export const signedOutResponseSchema = z
  .object({ success: z.literal(true), signedOut: z.number().int().min(0) })
  .strict();
export type SignedOutAnswer = z.infer<typeof signedOutResponseSchema>;
