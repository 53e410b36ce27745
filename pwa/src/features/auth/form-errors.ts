// Turns a zod result into messages per field, so the forms show the spec §5 messages that live
// in the shared schemas — the same ones the server answers with. `fieldErrors` keeps the first
// issue of each field; `everyFieldError` keeps every rule a typed value breaks (an empty value
// only says it is required).
import type { z } from 'zod';

export type FieldError = string | readonly string[];
export type FieldErrors<K extends string> = Partial<Record<K, FieldError>>;

export function fieldErrors<K extends string>(
  schema: z.ZodType,
  values: Record<K, unknown>,
): FieldErrors<K> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<K, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as K | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

export function everyFieldError<K extends string>(
  schema: z.ZodType,
  values: Record<K, unknown>,
): FieldErrors<K> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<K, string[]>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as K | undefined;
    if (field === undefined) continue;
    const messages = (errors[field] ??= []);
    const empty = values[field] === '' || values[field] === undefined;
    if (!messages.includes(issue.message) && !(empty && messages.length > 0)) {
      messages.push(issue.message);
    }
  }
  return errors;
}

export const hasErrors = (errors: Record<string, FieldError | undefined>) =>
  Object.values(errors).some((error) => error !== undefined && error.length > 0);
