// Accounts, sessions and the "Session and users" calls of spec §7.
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { VALIDATION } from '../messages';
import { emailSchema, imageUrlSchema } from '../entities/common';
import { aboutSchema } from '../entities/user';
import { pageIndexQuery, searchQuery } from './common';

export const SPECIAL_CHARACTER_PATTERN = /[^A-Za-z0-9\s]/;

export const passwordSchema = z
  .string({ error: VALIDATION.passwordRequired })
  .min(1, VALIDATION.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, VALIDATION.passwordTooShort)
  .max(200)
  .regex(SPECIAL_CHARACTER_PATTERN, VALIDATION.passwordNoSpecial);

export const nameSchema = z
  .string({ error: VALIDATION.nameRequired })
  .trim()
  .min(1, VALIDATION.nameRequired)
  .max(200);

/** POST /auth/register (the image arrives as a multipart file or as a `photo` URL). */
export const registerBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  photo: imageUrlSchema.optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** POST /auth/login. */
export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: VALIDATION.passwordRequired })
    .min(1, VALIDATION.passwordRequired)
    .max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** POST /create-jwt and /remove-jwt. */
export const jwtBodySchema = z.object({ email: emailSchema });

/** PUT /all-users/{email}: only name and photo are taken for an existing user. */
export const upsertUserBodySchema = z.object({
  name: z.string().trim().max(200).optional(),
  email: emailSchema.optional(),
  photo: z.string().trim().max(2048).optional(),
  role: z.unknown().optional(),
  badge: z.unknown().optional(),
  about: z.unknown().optional(),
  likings: z.unknown().optional(),
  ulikings: z.unknown().optional(),
});

export const emailQuerySchema = z.object({ email: emailSchema });
export const allUsersQuerySchema = z.object({ search: searchQuery, page: pageIndexQuery });

/** PATCH /update-my-profile/{email}. */
export const updateProfileBodySchema = aboutSchema;
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
