// fast-check generators of input no honest client sends: malformed JSON text, oversized and
// wrongly typed values, unicode edge cases (lone surrogates, NUL, right-to-left marks, astral
// characters) and prototype-polluting keys, shaped after an endpoint's own field names so the
// values get past "unknown field" refusals and reach each field's validation.
import fc from 'fast-check';
import type { z } from 'zod';

const UNICODE_EDGES = [
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\uFEFF',
  '\u202E',
  '\u200B',
  '𝕳𝖔𝖘𝖙𝖊𝖑',
  '👨‍👩‍👧‍👦',
  'e\u0301',
  '\r\n',
  '%00',
  '%zz',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%_\\',
];
const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype', '__defineGetter__', 'toString'];

/** A single hostile scalar. */
const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...UNICODE_EDGES, ...POLLUTING_KEYS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 8 }).map((s) => s.repeat(2000)), // long text
  fc.constant('x'.repeat(70_000)),
  fc.integer(),
  fc.constantFrom(-1, 0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.1, -0),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);

/** Any JSON value, hostile scalars at the leaves, polluting keys among the object keys. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileScalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...POLLUTING_KEYS), fc.string()), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

/** The field names of an object schema (empty when it is not one). */
export function fieldNames(schema: z.ZodType | undefined): string[] {
  let current: unknown = schema;
  // Unwrap pipes/effects/optionals to find an object's shape.
  for (let i = 0; i < 6 && current; i += 1) {
    const def = (current as { def?: Record<string, unknown> }).def;
    const shape = (current as { shape?: Record<string, unknown> }).shape;
    if (shape && typeof shape === 'object') return Object.keys(shape);
    current = def?.in ?? def?.innerType ?? def?.schema;
  }
  return [];
}

/** An object with some of `fields` (and polluting keys) set to hostile values. */
export function hostileObject(fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  const keys = [...fields, ...POLLUTING_KEYS];
  return fc
    .array(fc.tuple(fc.constantFrom(...keys), hostileJson), { maxLength: keys.length })
    .map((pairs) => {
      const object: Record<string, unknown> = {};
      for (const [key, value] of pairs) {
        Object.defineProperty(object, key, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return object;
    });
}

/** A request body as text: malformed JSON, polluting JSON, or a hostile value serialised. */
export function hostileBodyText(fields: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '{',
      '[1,',
      '{"a":}',
      'null',
      '""',
      '\u0000',
      '{"__proto__":{"polluted":"yes"}}',
      '{"constructor":{"prototype":{"polluted":"yes"}}}',
      `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`,
      `[${'{"x":1},'.repeat(20_000)}{}]`,
    ),
    hostileObject(fields).map((object) => JSON.stringify(object)),
    hostileJson.map((value) => JSON.stringify(value) ?? 'undefined'),
  );
}

/** A query string's values: hostile text for known and unknown names. */
export function hostileQuery(fields: string[]): fc.Arbitrary<Record<string, string>> {
  const text = fc.oneof(
    fc.constantFrom(...UNICODE_EDGES, ...POLLUTING_KEYS, '', '-1', 'NaN', 'Infinity', '1e999'),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.constant('9'.repeat(400)),
  );
  return fc.dictionary(fc.constantFrom(...fields, ...POLLUTING_KEYS, 'page', 'x'), text, {
    maxKeys: 4,
  });
}

/** A path parameter value (URL-encoded by the caller). */
export const hostilePathValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...UNICODE_EDGES, ...POLLUTING_KEYS, '..', '.', ' ', 'x'.repeat(5000)),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
);
