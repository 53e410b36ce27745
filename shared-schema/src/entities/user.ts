// User (spec §3) and the profile "about" object.
import { z } from 'zod';
import { NO_PACKAGE_BADGE, ROLES } from '../constants';
import { VALIDATION } from '../messages';
import { emailSchema, idSchema, imageUrlSchema } from './common';

export const BLOOD_GROUP_PATTERN = /^(A|B|AB|O)[+-]$/;
const digitsOnly = (field: string) =>
  z.string().trim().max(20).regex(/^\d*$/, `${field} must contain digits only`);

export const aboutSchema = z.object({
  area: z.string().trim().max(200),
  city: z.string().trim().max(200),
  division: z.string().trim().max(200),
  zipCode: digitsOnly('zipCode'),
  phoneNo: digitsOnly('phoneNo'),
  facebook: z.string().trim().max(500),
  bloodGroup: z
    .string()
    .trim()
    .refine((value) => BLOOD_GROUP_PATTERN.test(value), VALIDATION.bloodGroupInvalid),
  myself: z.string().trim().max(2000),
});
export type About = z.infer<typeof aboutSchema>;

/** A new user's about: every field empty. */
export const EMPTY_ABOUT: About = {
  area: '',
  city: '',
  division: '',
  zipCode: '',
  phoneNo: '',
  facebook: '',
  bloodGroup: '',
  myself: '',
};

export const userSchema = z.object({
  _id: idSchema,
  name: z.string().max(200),
  email: emailSchema,
  role: z.enum(ROLES),
  badge: z.string().max(40),
  about: aboutSchema.partial(),
  likings: z.array(idSchema),
  ulikings: z.array(idSchema),
  photo: z.string().max(2048),
  isChatted: z.boolean(),
  package: z.string().max(40),
});
export type User = z.infer<typeof userSchema>;

export const NEW_USER_DEFAULTS = {
  role: 'general',
  badge: NO_PACKAGE_BADGE,
  about: EMPTY_ABOUT,
  likings: [] as string[],
  ulikings: [] as string[],
  isChatted: false,
  package: '',
} as const;

export { imageUrlSchema };
