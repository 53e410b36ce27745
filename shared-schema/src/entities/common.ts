// Field schemas several entities share.
import { z } from 'zod';
import { VALIDATION } from '../messages';

/**
 * A document id: 1–64 characters. The ids this product makes (the server's db/ids.ts, the PWA's
 * offline reviews) are 24 lowercase hex characters, but the schema bounds only the length, not
 * that shape.
 */
export const idSchema = z.string().min(1).max(64);
/** The longest address SMTP allows; longer text is refused before any pattern runs. */
export const EMAIL_MAX_LENGTH = 254;
/**
 * local@label.label…: linear by construction. Each label excludes the dot that separates labels,
 * so there is only one way to split an address and a failed match never retries other splits
 * (the former `[^\s@]+\.[^\s@]+` backtracked quadratically: seconds for 60k dots).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** The one way to check an address outside zod: the length first, then the linear pattern. */
export const isEmailAddress = (text: string): boolean =>
  text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text);
export const emailSchema = z
  .string({ error: VALIDATION.emailRequired })
  .trim()
  .min(1, { error: VALIDATION.emailRequired, abort: true })
  // abort: zod would otherwise still run the pattern on text that already failed the length.
  .max(EMAIL_MAX_LENGTH, { error: VALIDATION.emailInvalid, abort: true })
  .regex(EMAIL_PATTERN, VALIDATION.emailInvalid)
  .transform((email) => email.toLowerCase());
/** An http(s) URL or a same-origin path such as /api/uploads/x.png. */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(2048, { abort: true })
  .refine((url) => /^https?:\/\//i.test(url) || /^\/[^/]/.test(url), 'must be an http(s) URL');
/** Decimal text as people and forms write it: digits, an optional sign and fraction, nothing else. */
const PLAIN_DECIMAL = /^-?\d{1,16}(\.\d{1,16})?$/;
/**
 * Number fields: a number, or plain decimal text (query strings, form fields) turned into one.
 * Unlike z.coerce.number(), `true`, [5], "0x5", "1e1" and "" stay what they are and are refused.
 */
export const numberFromText = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && value.length <= 40 && PLAIN_DECIMAL.test(value.trim())
        ? Number(value.trim())
        : value,
    schema,
  );
/** Milliseconds since the epoch. */
export const timestampSchema = z.number().int().min(0).max(8.64e15);
