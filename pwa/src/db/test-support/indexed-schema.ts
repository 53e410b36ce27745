// A schema with every kind of indexed field (strings near their maxLength, decimals, integers,
// booleans) and documents for it whose strings mix the characters around the index's padding
// space, for the storage's order and differential tests.
import fc from 'fast-check';
import { fillWithDefaultSettings, type RxDocumentData, type RxJsonSchema } from 'rxdb';

type Doc = RxDocumentData<unknown>;

export const indexedSchema = fillWithDefaultSettings({
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 12 },
    name: { type: 'string', maxLength: 8 },
    price: { type: 'number', minimum: -50, maximum: 5000, multipleOf: 0.01 },
    count: { type: 'integer', minimum: 0, maximum: 100, multipleOf: 1 },
    done: { type: 'boolean' },
  },
  required: ['id'],
  indexes: [['name', 'price'], ['done', 'count', 'name'], 'price'],
} as never) as unknown as RxJsonSchema<Doc>;

/** Strings of the characters around the padding space: prefixes, trailing spaces, controls. */
export const indexedText = (maxLength: number) =>
  fc.string({
    maxLength,
    unit: fc.constantFrom('a', 'b', ' ', '\t', '\x00', '!', 'é', '\uffff'),
  });

/** A document's own fields (some left out), with values in and out of the schema's range. */
export const indexedFields = fc.record(
  {
    name: indexedText(8),
    price: fc.integer({ min: -9000, max: 600000 }).map((cents) => cents / 100),
    count: fc.integer({ min: -5, max: 120 }),
    done: fc.boolean(),
  },
  { requiredKeys: [] },
);

export const indexedId = indexedText(12).filter((id) => id.trim() === id && id !== '');
