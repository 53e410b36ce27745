import { describe, expect, it } from 'vitest';
import { dashboardHomeFor, paths } from './paths';
import { returnPathFrom } from '../app/auth/return-to';

describe('paths', () => {
  it.each([
    ['admin', '/dashboard/admin-profile'],
    ['general', '/dashboard/my-profile'],
    [undefined, undefined],
    ['chef', undefined],
  ])('the Dashboard link of role %s is %s', (role, expected) =>
    expect(dashboardHomeFor(role)).toBe(expected),
  );

  it('builds meal and checkout links', () => {
    expect(paths.meal('abc')).toBe('/meal/abc');
    expect(paths.checkout('gold')).toBe('/checkout/gold');
  });

  it.each([
    [{ from: { pathname: '/checkout/gold', search: '?x=1', hash: '' } }, '/checkout/gold?x=1'],
    // No remembered page: the landing, which sends an admin to the dashboard, a resident Home.
    [{ from: { pathname: '/login' } }, '/start'],
    [null, '/start'],
    [undefined, '/start'],
  ])('returns a signed-in user to the remembered origin %o', (state, expected) =>
    expect(returnPathFrom({ state })).toBe(expected),
  );
});
