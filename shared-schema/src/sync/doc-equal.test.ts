// docEqual / sameFields: what counts as "the same document" for the push and the conflict handlers.
import { describe, expect, it } from 'vitest';
import { docEqual, sameFields } from './doc-equal';

describe('docEqual', () => {
  it.each([
    ['key order is ignored', { _id: 'a', x: 1, y: 2 }, { y: 2, x: 1, _id: 'a' }, true],
    [
      'RxDB metadata is ignored',
      { _id: 'a', x: 1, _rev: '1-a', _meta: { lwt: 1 } },
      { _id: 'a', x: 1 },
      true,
    ],
    ['undefined fields are ignored', { _id: 'a', x: 1, y: undefined }, { _id: 'a', x: 1 }, true],
    ['_deleted counts', { _id: 'a', _deleted: true }, { _id: 'a', _deleted: false }, false],
    ['_id counts', { _id: 'a' }, { _id: 'b' }, false],
    [
      'nested objects compare deeply',
      { m: { b: 1, a: [1, { c: 2 }] } },
      { m: { a: [1, { c: 2 }], b: 1 } },
      true,
    ],
    ['a changed nested value differs', { m: { a: [1, 2] } }, { m: { a: [2, 1] } }, false],
  ])('%s', (_name, a, b, expected) => {
    expect(docEqual(a, b)).toBe(expected);
  });
});

describe('sameFields', () => {
  it('compares only the listed fields and the tombstone', () => {
    expect(sameFields({ a: 1, b: 2 }, { a: 1, b: 3 }, ['a'])).toBe(true);
    expect(sameFields({ a: 1, b: 2 }, { a: 1, b: 3 }, ['a', 'b'])).toBe(false);
    expect(sameFields({ a: 1, _deleted: true }, { a: 1 }, ['a'])).toBe(false);
  });
});
