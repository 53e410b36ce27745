// Password reset (beyond the spec): a one-time link, sent by e-mail when the server has a mail
// transport (SMTP_URL), else issued by an admin for a resident and recorded in a log the
// resident sees. With Firebase as the identity provider, Firebase's own reset e-mail is used and
// none of these endpoints is mounted. One schema serves the server's validation and the forms.
import { z } from 'zod';
import { emailSchema } from '../entities/common';
import { passwordSchema } from './auth';

export const PASSWORD_RESET_TEXTS = {
  requestSent:
    'If an account uses this e-mail, a reset link is on its way. It works once, for 30 minutes.',
  askAnAdmin:
    'This hostel sends no e-mail. Ask the kitchen (an admin) for a reset link: it works once, for 24 hours.',
  firebaseSent:
    'If an account uses this e-mail, Firebase has sent it a link to choose a new password.',
  linkMissing: 'This reset link is incomplete. Copy the whole link, or ask for a new one.',
  linkDead: 'This reset link has expired or was already used. Ask for a new one.',
  passwordReset: 'Password changed: you are signed in, and your other devices are signed out',
  residentsOnly: 'Reset links are issued for residents only',
  noSuchAccount: 'No account uses this e-mail',
  tooMany: 'Too many reset requests.',
} as const;

/** How long a link works: an e-mailed one for 30 minutes, one an admin hands over for a day. */
export const RESET_LINK_LIFETIME_MINUTES = { email: 30, admin: 24 * 60 } as const;

/** The PWA's page a link opens; the token rides in the fragment, never sent in a request line. */
export const RESET_PAGE_PATH = '/reset-password';
export const resetLinkPath = (token: string) => `${RESET_PAGE_PATH}#token=${token}`;

/** 32 random bytes in base64url: anything else is not one of our links. */
export const resetTokenSchema = z
  .string({ error: PASSWORD_RESET_TEXTS.linkMissing })
  .regex(/^[A-Za-z0-9_-]{43}$/, PASSWORD_RESET_TEXTS.linkMissing);

/** POST /auth/password-reset/request: the same answer whether the address has an account. */
export const passwordResetRequestBodySchema = z.object({ email: emailSchema });
export const passwordResetRequestResponseSchema = z.object({ accepted: z.literal(true) }).strict();

/** POST /auth/password-reset/check: whose link it is, before a new password is chosen. */
export const passwordResetCheckBodySchema = z.object({ token: resetTokenSchema });
export const passwordResetCheckResponseSchema = z
  .object({ email: z.string(), expiresAt: z.number().int() })
  .strict();
export type PasswordResetCheck = z.infer<typeof passwordResetCheckResponseSchema>;

/** POST /auth/password-reset/complete: the new password (the registration rules). */
export const passwordResetCompleteBodySchema = z.object({
  token: resetTokenSchema,
  newPassword: passwordSchema,
});
export type PasswordResetCompleteBody = z.infer<typeof passwordResetCompleteBodySchema>;

/** The reset page's form: the body plus a confirmation that must repeat the new password. */
export const passwordResetFormSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string().max(200) })
  .refine((form) => form.confirmPassword === form.newPassword, {
    message: 'The two passwords do not match',
    path: ['confirmPassword'],
  });

/** POST /admin/password-reset-links (no mail configured): a link for a resident. */
export const adminResetLinkBodySchema = z.object({ email: emailSchema });
export const adminResetLinkResponseSchema = z
  .object({ path: z.string().startsWith(RESET_PAGE_PATH), expiresAt: z.number().int() })
  .strict();
export type AdminResetLink = z.infer<typeof adminResetLinkResponseSchema>;

/** GET /auth/password-reset-links: the links admins issued for the signed-in resident. */
export const resetLinkLogEntrySchema = z
  .object({
    issuedAt: z.number().int(),
    issuedBy: z.string(),
    expiresAt: z.number().int(),
    usedAt: z.number().int().nullable(),
  })
  .strict();
export const resetLinkLogResponseSchema = z.array(resetLinkLogEntrySchema);
export type ResetLinkLogEntry = z.infer<typeof resetLinkLogEntrySchema>;

/** How a forgotten password is reset on this server (GET /public-config). */
export const PASSWORD_RESET_MODES = ['email', 'admin-link', 'firebase'] as const;
export type PasswordResetMode = (typeof PASSWORD_RESET_MODES)[number];
