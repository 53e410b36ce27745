// The area clients call the shared catalogue's declarations:
// method and path come from the declaration, path parameters are filled in and URL-encoded, and
// query and body go where the declaration says.
import { ENDPOINTS } from '@hostel/shared-schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApi } from './admin';
import { callEndpoint } from './client';
import { likesApi } from './likes';
import { menuApi } from './menu';
import { paymentsApi } from './payments';
import { usersApi } from './users';

function recordFetch() {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    return new Response(JSON.stringify({ acknowledged: true }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls.map(([url, init]) => [init?.method, url, init?.body]);
}

describe('calls of declared endpoints', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fills in and encodes path parameters, with the declared method', async () => {
    const calls = recordFetch();
    await callEndpoint(ENDPOINTS.meal, { params: { id: 'a/b c' } });
    await adminApi.updateMeal('m1', { title: 'Egg' } as never);
    await usersApi.updateMyProfile('a+b@x.io', { phone: '1' } as never);
    await menuApi.setSlot('2026-11-23', 'lunch', ['m1']);
    expect(calls()).toEqual([
      ['GET', '/api/meal/a%2Fb%20c', undefined],
      ['PATCH', '/api/update-one-meal/m1', '{"title":"Egg"}'],
      ['PATCH', '/api/update-my-profile/a%2Bb%40x.io', '{"phone":"1"}'],
      ['PUT', '/api/menu/2026-11-23/lunch', '{"mealIds":["m1"]}'],
    ]);
  });

  it('sends the query and the body where the declaration puts them', async () => {
    const calls = recordFetch();
    await paymentsApi.changePackage('a@x.io', 'gold');
    await likesApi.like('m1', 'a@x.io');
    await adminApi.reviews('sbl', 'htl', 0);
    expect(calls()).toEqual([
      ['PATCH', '/api/change-package?email=a%40x.io&pack=gold', undefined],
      ['PUT', '/api/inc-like', '{"email":"a@x.io","id":"m1"}'],
      ['GET', '/api/all-reviews-aggrigate?sort=sbl&dir=htl&page=0', undefined],
    ]);
  });

  it('refuses a path parameter the call does not give', () => {
    expect(() => callEndpoint(ENDPOINTS.meal)).toThrow('/meal/{id}: no value for {id}');
  });
});
