// The declarations' own rules: an owner rule names an input
// that carries the account's email and applies to signed-in callers only, and endpointPath fills
// in a declaration's path parameters as the server's router reads them.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ENDPOINTS, SYNC_PULL_ENDPOINTS, endpointPath, type Endpoint } from './endpoints';

const entries = Object.entries(ENDPOINTS) as [string, Endpoint][];
const owned = entries.filter(([, endpoint]) => endpoint.owner);

describe('owner rules', () => {
  // Dropping one would let a signed-in user act on another account: each is listed on purpose.
  it('cover the account-scoped calls', () => {
    expect(owned.map(([name]) => name).sort()).toEqual(
      [
        ...['upsertUser', 'getRole', 'getUser', 'myProfile', 'updateMyProfile', 'getPackage'],
        ...['isLiked', 'incLike', 'decLike', 'isLikedUpcoming', 'incLikeUpcoming'],
        ...['myReviewsAggregate', 'checkRequestedMeal', 'addRequestedMeal', 'myRequestedMeals'],
        ...['subscriptionHandler', 'changePackage', 'myPayments', 'adminProfile'],
        ...['dietaryProfile', 'setDietaryProfile'],
      ].sort(),
    );
    expect(owned.filter(([, e]) => e.owner!.orAdmin).map(([name]) => name)).toEqual([
      'getRole',
      'getUser',
    ]);
  });

  it.each(owned)('%s: its input has an email, and a session is needed', (_name, endpoint) => {
    const schema = endpoint[endpoint.owner!.emailIn] as z.ZodObject | undefined;
    expect(Object.keys(schema?.shape ?? {})).toContain('email');
    expect(endpoint.access).not.toBe('public');
  });
});

describe('endpointPath', () => {
  it('fills in URL-encoded parameters', () => {
    expect(endpointPath(ENDPOINTS.setMenuSlot, { date: '2026-11-23', slot: 'lunch' })).toBe(
      '/menu/2026-11-23/lunch',
    );
    expect(endpointPath(ENDPOINTS.upsertUser, { email: 'a+b@x.io' })).toBe(
      '/all-users/a%2Bb%40x.io',
    );
    expect(endpointPath(ENDPOINTS.allMealsHome)).toBe('/all-meals-home');
  });

  it('refuses a missing parameter', () => {
    expect(() => endpointPath(ENDPOINTS.meal, {})).toThrow('/meal/{id}: no value for {id}');
  });

  it("groups each collection's pull under its own path", () => {
    for (const [collection, endpoint] of Object.entries(SYNC_PULL_ENDPOINTS)) {
      expect(endpoint.path).toBe(`/sync/${collection}/pull`);
    }
  });
});
