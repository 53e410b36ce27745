// How the spec's calls read an optional field: a value sent empty ('' in a query string or a
// form, null or '' in a JSON body) means "not given", so the field takes the spec's default.
// Real clients send `?sort=&page=0` for a "Default" choice and `{"email": ""}` when they have
// nothing to say; refusing those breaks them. One helper, so every schema agrees.
import { z } from 'zod';

/** '' and null, like a missing value, mean "not given". */
export const isNotGiven = (value: unknown): boolean =>
  value === undefined || value === null || value === '';

const notGivenToUndefined = (value: unknown) => (isNotGiven(value) ? undefined : value);

/**
 * An optional field: missing, '' or null parse as `fallback` when one is given, else as
 * undefined; any other value must pass `schema` (and is refused with its message if not).
 */
export function optional<T extends z.ZodType>(
  schema: T,
): z.ZodPipe<z.ZodTransform<unknown, unknown>, z.ZodOptional<T>>;
export function optional<T extends z.ZodType>(
  schema: T,
  fallback: z.util.NoUndefined<z.output<T>>,
): z.ZodPipe<z.ZodTransform<unknown, unknown>, z.ZodDefault<T>>;
export function optional<T extends z.ZodType>(
  schema: T,
  fallback?: z.util.NoUndefined<z.output<T>>,
): z.ZodType {
  return fallback === undefined
    ? z.preprocess(notGivenToUndefined, schema.optional())
    : z.preprocess(notGivenToUndefined, schema.default(fallback));
}

/**
 * The optional keys of an object schema: those that accept a missing value. Used by the tests
 * that send '' for each of them (shared-schema's own and the server's contract test).
 */
export function optionalKeys(schema: z.ZodType | undefined): string[] {
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>)
    .filter(([, field]) => field.safeParse(undefined).success)
    .map(([key]) => key);
}
