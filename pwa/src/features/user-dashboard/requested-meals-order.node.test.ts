// The requested-meals order (spec §9 sort 'del' / 'pen') and the blood-group rule (spec §5).
import { describe, expect, it } from 'vitest';
import { VALIDATION, type RequestedMeal } from '@hostel/shared-schema';
import { bloodGroupError, digitsOnly } from './profile-rules';
import { sortRequests } from './requested-meals-order';

const request = (_id: string, status: RequestedMeal['status'], requestTime: number) =>
  ({
    _id,
    status,
    requestTime,
    name: 'n',
    email: 'e',
    mealId: 'm',
    mealTitle: 't',
  }) as RequestedMeal;

const rows = [
  request('a', 'pending', 1),
  request('b', 'delivered', 2),
  request('c', 'pending', 3),
  request('d', 'delivered', 1),
];

describe('sortRequests', () => {
  it.each([
    ['del', ['b', 'd', 'c', 'a']],
    ['pen', ['c', 'a', 'b', 'd']],
  ] as const)('%s puts its status first, newest first', (sort, expected) => {
    expect(sortRequests(rows, sort).map((row) => row._id)).toEqual(expected);
  });
});

describe('profile rules', () => {
  it.each(['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'])('%s is a blood group', (value) =>
    expect(bloodGroupError(value)).toBeUndefined(),
  );
  it.each(['', 'C+', 'A', 'AB', 'a+', 'O+-', 'BA+'])('%j is refused', (value) =>
    expect(bloodGroupError(value)).toBe(VALIDATION.bloodGroupInvalid),
  );
  it('keeps digits only', () => expect(digitsOnly('12a-0 5')).toBe('1205'));
});
