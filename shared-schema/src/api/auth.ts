// Accounts, sessions and the "Session and users" calls of spec §7: request schemas (validated on
// the server with the spec's messages) and the answers the PWA reads.
import { z } from 'zod';
import { NO_PACKAGE_BADGE, PACKAGE_NAMES, PASSWORD_MIN_LENGTH, ROLES } from '../constants';
import { VALIDATION } from '../messages';
import { emailSchema, imageUrlSchema } from '../entities/common';
import { aboutSchema, userSchema, type User } from '../entities/user';
import {
  listCountSchema,
  pageIndexQuery,
  searchQuery,
  successResultSchema,
  updateResultSchema,
} from './common';
import { optional } from './optional';

export const SPECIAL_CHARACTER_PATTERN = /[^A-Za-z0-9\s]/;

export const passwordSchema = z
  .string({ error: VALIDATION.passwordRequired })
  .min(1, VALIDATION.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, VALIDATION.passwordTooShort)
  .max(200, { abort: true })
  .regex(SPECIAL_CHARACTER_PATTERN, VALIDATION.passwordNoSpecial);

export const nameSchema = z
  .string({ error: VALIDATION.nameRequired })
  .trim()
  .min(1, VALIDATION.nameRequired)
  .max(200);

/** A profile photo given as a URL: any http(s) URL, or a same-origin path from /upload. */
export const photoUrlSchema = imageUrlSchema;

/**
 * POST /auth/register. The image arrives as a multipart file field `image` (checked by content
 * on the server) or as a `photo` URL from /upload; one of the two is required
 * ('You Image is Required', field image) — the server checks that, since a file is not a field.
 */
export const registerBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  photo: optional(photoUrlSchema),
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

/**
 * POST /auth/firebase (IDENTITY_PROVIDER=firebase): a Firebase ID token, verified by the server
 * before it issues its session; name and photo are used when the account is created.
 */
export const firebaseSignInBodySchema = z.object({
  idToken: z.string({ error: 'idToken is required' }).min(1, 'idToken is required').max(8192),
  name: optional(nameSchema),
  photo: optional(photoUrlSchema),
});
export type FirebaseSignInBody = z.infer<typeof firebaseSignInBodySchema>;

/** POST /create-jwt: the email must be the signed-in user's. */
export const jwtBodySchema = z.object({ email: emailSchema });
/**
 * POST /remove-jwt: ends the caller's own session, whatever the body holds (`{}`, `{"email": ""}`,
 * another e-mail): the spec's client sends `{email}`, which is informative only and not read.
 */
export const removeJwtBodySchema = z.object({ email: optional(z.unknown()) });

/** An `{email}` path parameter (PUT /all-users/{email}, PUT /make-admin/{email}, …). */
export const emailParamSchema = z.object({ email: emailSchema });

/** A field accepted for compatibility and not read. */
const ignored = optional(z.unknown());

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/**
 * PUT /all-users/{email}, sent after every sign-in with the whole user. Only name and photo are
 * taken (a blank or null one keeps the stored value); role, badge, package, about, likings and
 * ulikings are accepted for compatibility and ignored — they change only through their own calls.
 */
export const upsertUserBodySchema = z.object({
  name: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  email: optional(emailSchema),
  photo: z.preprocess(blankToUndefined, photoUrlSchema.optional()),
  role: ignored,
  badge: ignored,
  about: ignored,
  likings: ignored,
  ulikings: ignored,
});
export type UpsertUserBody = z.infer<typeof upsertUserBodySchema>;

export const emailQuerySchema = z.object({ email: emailSchema });
export const allUsersQuerySchema = z.object({ search: searchQuery, page: pageIndexQuery });

/** PATCH /update-my-profile/{email}: the whole about object. */
export const updateProfileBodySchema = aboutSchema;
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

// ---- Answers -----------------------------------------------------------------------------------

/**
 * The stored about as answers carry it: every field present, each a text (possibly empty). Not
 * `aboutSchema`: a profile never filled in has bloodGroup '', which the edit rule refuses.
 */
export const storedAboutSchema = z
  .object({
    area: z.string().max(200),
    city: z.string().max(200),
    division: z.string().max(200),
    zipCode: z.string().max(20),
    phoneNo: z.string().max(20),
    facebook: z.string().max(500),
    bloodGroup: z.string().max(10),
    myself: z.string().max(2000),
  })
  .strict();

/** The user document of /auth/*, /get-user, /my-profile and the /all-users rows. */
export const userDocSchema = userSchema.extend({ about: storedAboutSchema }).strict();
export type UserDoc = User;

/**
 * GET /auth/session: who is signed in, answered for a visitor too (`user: null`), so a visitor's
 * start makes no failed request (the browser logs every 4xx answer as a console error).
 */
export const sessionAnswerSchema = z.object({ user: userDocSchema.nullable() }).strict();
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** POST /create-jwt and /remove-jwt. */
export const sessionTokenResponseSchema = successResultSchema;
/** PUT /all-users/{email}: an update result with the upsert fields existing clients know. */
export const upsertUserResponseSchema = updateResultSchema
  .extend({ upsertedCount: z.number().int().min(0), upsertedId: z.null() })
  .strict();
/** GET /get-role: a bare JSON string. */
export const getRoleResponseSchema = z.enum(ROLES);
export type RoleAnswer = z.infer<typeof getRoleResponseSchema>;
/** GET /get-package: the badge as a bare JSON string ('bronze', 'x-silver', 'x-gold', …). */
export const getPackageResponseSchema = z.union([
  z.literal(NO_PACKAGE_BADGE),
  z.templateLiteral(['x-', z.enum(PACKAGE_NAMES)]),
]);
/** GET /all-users: a page of 10; count respects the search. */
export const allUsersResponseSchema = z
  .object({ users: z.array(userDocSchema), count: listCountSchema })
  .strict();
export type AllUsersAnswer = { users: UserDoc[]; count: number };
/** PUT /make-admin/{email}, PATCH /update-my-profile/{email}. */
export const makeAdminResponseSchema = updateResultSchema;
export const updateProfileResponseSchema = updateResultSchema;

/** POST /upload: `{data: {display_url}}`, the shape of the image host the spec's client reads. */
export const uploadResponseSchema = z
  .object({ data: z.object({ display_url: imageUrlSchema.pipe(z.string().min(1)) }).strict() })
  .strict();
export type UploadAnswer = z.infer<typeof uploadResponseSchema>;
