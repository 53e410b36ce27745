// An optional field sent empty means "not given": for every query and body field of
// the spec's calls in the catalogue that may be left out, '' parses exactly like a missing value (the spec's
// default), and so does null in a JSON body; a wrong value is still refused.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINTS, SPEC_ENDPOINT_NAMES, type Endpoint } from './endpoints';
import { allReviewsQuerySchema } from './reviews';
import { optional, optionalKeys } from './optional';
import { allMealsQuerySchema } from './meals';

/**
 * The built-in test card processor checks its bodies itself, like the card provider it stands
 * for; its schemas only document them, so they are not the spec's optional fields.
 */
const DOCUMENTARY = new Set(['testPaymentMethods', 'testConfirm']);

const fields = [...SPEC_ENDPOINT_NAMES, 'syncPullMeals' as const]
  .filter((name) => !DOCUMENTARY.has(name))
  .map((name) => [name, ENDPOINTS[name] as Endpoint] as const)
  .flatMap(([name, endpoint]) =>
    (['query', 'body'] as const).flatMap((part) => {
      const schema = endpoint[part];
      if (!(schema instanceof z.ZodObject)) return [];
      return optionalKeys(schema).map((key) => ({
        name,
        part,
        key,
        field: (schema.shape as Record<string, z.ZodType>)[key]!,
      }));
    }),
  );

describe('optional fields of the catalogue', () => {
  it('finds the fields the spec leaves optional', () => {
    const listed = fields.map(({ name, key }) => `${name}.${key}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'allReviewsAggregate.sort',
        'allReviewsAggregate.dir',
        'allMeals.category',
        'allMeals.sbp',
        'removeJwt.email',
        'updateOneMeal.mealImage',
        'subscriptionHandler.package',
        'myRequestedMeals.sort',
      ]),
    );
  });

  it.each(fields)('$name $part $key: "" means not given', ({ field }) => {
    const absent = field.safeParse(undefined);
    expect(absent.success).toBe(true);
    expect(field.safeParse('')).toEqual(absent);
  });

  it.each(fields.filter(({ part }) => part === 'body'))(
    '$name body $key: null means not given',
    ({ field }) => {
      expect(field.safeParse(null)).toEqual(field.safeParse(undefined));
    },
  );
});

describe('optional()', () => {
  it('takes the fallback for a missing or empty value and checks any other', () => {
    const sort = optional(z.enum(['a', 'b']), 'a');
    expect(sort.parse('')).toBe('a');
    expect(sort.parse(undefined)).toBe('a');
    expect(sort.parse('b')).toBe('b');
    expect(sort.safeParse('c').success).toBe(false);
    expect(sort.safeParse(' ').success).toBe(false);
    expect(optional(z.string()).parse(null)).toBeUndefined();
  });

  it("gives the admin's Default sort and an empty filter their defaults", () => {
    expect(allReviewsQuerySchema.parse({ sort: '', dir: 'htl', page: '0' })).toEqual({
      sort: 'sbl',
      dir: 'htl',
      page: 0,
    });
    expect(allMealsQuerySchema.parse({ search: '', category: '', sbp: '', page: '' })).toEqual({
      search: '',
      category: 'all',
      sbp: 'l2h',
      page: 0,
      limit: 4,
    });
    expect(allReviewsQuerySchema.safeParse({ sort: 'x' }).error?.issues[0]?.message).toBe(
      'sort must be sbl or sbr',
    );
  });
});
