// The order of one index, compared field by field on the documents themselves. RxDB's storages
// order an index by an "indexable string" per document (custom-index.ts: each string field
// padded with spaces to its maxLength, each number written at a fixed width, booleans as 0/1).
// Keeping that string per document and index costs more memory than the documents (a review's
// e-mail alone is padded to 254 characters), so the document map keeps none: this comparator
// gives the same order without building the strings (index-order.node.test.ts checks it
// against RxDB's strings), and a query's bounds, which RxDB gives as strings, are compared
// with the string of the few documents a binary search visits.
import { getIndexMeta, type RxDocumentData, type RxJsonSchema } from 'rxdb';

export type Doc = RxDocumentData<unknown>;
export type DocOrder = (a: Doc, b: Doc) => number;

type FieldMeta = ReturnType<typeof getIndexMeta>[number];

const SPACE = 0x20;

/** The order of `fields` (an index as RxDB fills it, the primary key last). */
export function indexOrder(schema: RxJsonSchema<Doc>, fields: readonly string[]): DocOrder {
  const parts = getIndexMeta(schema, fields as string[]).map(fieldOrder);
  return (a, b) => {
    for (let i = 0; i < parts.length; i++) {
      const order = parts[i]!(a, b);
      if (order !== 0) return order;
    }
    return 0;
  };
}

function fieldOrder(meta: FieldMeta): DocOrder {
  const valueOf = meta.getValue as (doc: Doc) => unknown;
  const type = meta.schemaPart.type;
  if (type === 'string') {
    return (a, b) => comparePadded((valueOf(a) as string) || '', (valueOf(b) as string) || '');
  }
  if (type === 'boolean') return (a, b) => (valueOf(a) ? 1 : 0) - (valueOf(b) ? 1 : 0);
  const lengths = meta.parsedLengths!;
  return (a, b) => compareNumbers(lengths, valueOf(a) as number, valueOf(b) as number);
}

/** Strings as RxDB's index compares them: padded with spaces, by UTF-16 code unit. */
export function comparePadded(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === b.length) return a < b ? -1 : 1;
  const longer = a.length > b.length ? a : b;
  const shorter = longer === a ? b : a;
  if (!longer.startsWith(shorter)) return a < b ? -1 : 1;
  // One is a prefix of the other: the shorter one's padding meets the longer one's rest.
  for (let i = shorter.length; i < longer.length; i++) {
    const code = longer.charCodeAt(i);
    if (code === SPACE) continue;
    const longerFirst = code < SPACE;
    return longer === a ? (longerFirst ? -1 : 1) : longerFirst ? 1 : -1;
  }
  return 0;
}

type NumberLengths = NonNullable<FieldMeta['parsedLengths']>;

/** Numbers as RxDB writes them into an index: clamped to the schema's range, at its precision. */
function compareNumbers(lengths: NumberLengths, a: number | undefined, b: number | undefined) {
  const x = clamp(lengths, a);
  const y = clamp(lengths, b);
  const wholeX = Math.floor(x);
  const wholeY = Math.floor(y);
  if (wholeX !== wholeY) return wholeX < wholeY ? -1 : 1;
  if (lengths.decimals === 0) return 0;
  return decimalsOf(lengths, x, wholeX) - decimalsOf(lengths, y, wholeY);
}

function clamp(lengths: NumberLengths, value: number | undefined): number {
  const number = typeof value === 'undefined' ? 0 : value;
  if (number < lengths.minimum) return lengths.minimum;
  if (number > lengths.maximum) return lengths.maximum;
  return number;
}

function decimalsOf(lengths: NumberLengths, value: number, whole: number): number {
  const multiplier = lengths.multiplier;
  return Math.min(Math.round((value - whole) * multiplier), multiplier - 1);
}
