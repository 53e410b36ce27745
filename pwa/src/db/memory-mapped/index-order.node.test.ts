// The document map orders each index without RxDB's indexable strings: for any two documents,
// its comparator must agree with the order of those strings, or a query's bounds (which are
// strings) would cut the index in the wrong place.
import fc from 'fast-check';
import { getIndexableStringMonad } from 'rxdb';
import { expect, it } from 'vitest';
import {
  indexedFields,
  indexedId,
  indexedSchema as schema,
  indexedText as text,
} from '../test-support/indexed-schema';
import { comparePadded, indexOrder, type Doc } from './index-order';

const doc = fc
  .tuple(indexedId, indexedFields, fc.integer({ min: 1, max: 2e12 }), fc.boolean())
  .map(([id, fields, lwt, deleted]) => ({
    id,
    ...fields,
    _meta: { lwt: lwt / 100 },
    _deleted: deleted,
  })) as unknown as fc.Arbitrary<Doc>;

const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0);
const stringOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

it('orders every index of the schema as RxDB indexable strings do', () => {
  const indexes = (schema.indexes as string[][]).map((fields) => ({
    order: indexOrder(schema, fields),
    key: getIndexableStringMonad(schema, fields) as (doc: Doc) => string,
  }));
  fc.assert(
    fc.property(doc, doc, (a, b) => {
      for (const { order, key } of indexes) {
        expect(sign(order(a, b))).toBe(stringOrder(key(a), key(b)));
      }
    }),
    { numRuns: 3000 },
  );
});

it('compares strings as padded with spaces', () => {
  fc.assert(
    fc.property(text(8), text(8), (a, b) => {
      expect(sign(comparePadded(a, b))).toBe(stringOrder(a.padEnd(8, ' '), b.padEnd(8, ' ')));
    }),
    { numRuns: 3000 },
  );
  expect(comparePadded('ab', 'ab \t')).toBe(1);
  expect(comparePadded('ab', 'ab  ')).toBe(0);
  expect(comparePadded('ab', 'ab !')).toBe(-1);
});
