// Field schemas several entities share.
import { z } from 'zod';
import { VALIDATION } from '../messages';

/** Server-made ids: 24 lowercase hex characters, like the document ids existing clients know. */
export const idSchema = z.string().min(1).max(64);
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailSchema = z
  .string({ error: VALIDATION.emailRequired })
  .trim()
  .min(1, VALIDATION.emailRequired)
  .max(254, VALIDATION.emailInvalid)
  .regex(EMAIL_PATTERN, VALIDATION.emailInvalid)
  .transform((email) => email.toLowerCase());
/** An http(s) URL or a same-origin path such as /api/uploads/x.png. */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((url) => /^https?:\/\//i.test(url) || /^\/[^/]/.test(url), 'must be an http(s) URL');
/** Milliseconds since the epoch. */
export const timestampSchema = z.number().int().min(0).max(8.64e15);
