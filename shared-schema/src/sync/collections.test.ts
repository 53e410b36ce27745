// The registry of synced collections and what is derived from it: names, audiences, the device's
// collection names and the catalogue's pull and push endpoints.
import { describe, expect, it } from 'vitest';
import { SYNC_PULL_ENDPOINTS, SYNC_PUSH_ENDPOINTS } from '../api/catalogue/sync';
import { SYNC_DOC_SCHEMAS } from '../api/sync';
import { RX_SCHEMAS } from '../rxdb/schemas';
import { SYNCED_COLLECTIONS, SYNC_COLLECTIONS, localCollectionOf } from './collections';
import { ADMIN_ONLY_COLLECTIONS, OWNER_ONLY_COLLECTIONS, isSyncCollection } from './protocol';

describe('synced collections', () => {
  it('are keyed by their sync names, in the order a device pulls them first', () => {
    for (const [key, def] of Object.entries(SYNCED_COLLECTIONS)) expect(def.name).toBe(key);
    expect(SYNC_COLLECTIONS[0]).toBe('meals');
    expect(isSyncCollection('servings')).toBe(true);
    expect(isSyncCollection('toString')).toBe(false);
  });

  it('derive who may pull each one', () => {
    expect(OWNER_ONLY_COLLECTIONS).toEqual([
      'requested-meals',
      'likes',
      'skips',
      'dietary-profiles',
    ]);
    expect(ADMIN_ONLY_COLLECTIONS).toEqual(['servings']);
    expect(SYNC_PULL_ENDPOINTS.meals.access).toBe('public');
    expect(SYNC_PULL_ENDPOINTS.skips.access).toBe('user');
    expect(SYNC_PULL_ENDPOINTS.servings.access).toBe('admin');
    expect(SYNC_PUSH_ENDPOINTS.reviews.access).toBe('user');
    expect(SYNC_PUSH_ENDPOINTS.servings.access).toBe('admin');
    expect(SYNC_PUSH_ENDPOINTS['upcoming-meals'].path).toBe('/sync/upcoming-meals/push');
  });

  it('name each device collection in camelCase', () => {
    expect(localCollectionOf('upcoming-meals')).toBe('upcomingMeals');
    expect(localCollectionOf('dietary-profiles')).toBe('dietaryProfiles');
    expect(localCollectionOf('menu')).toBe('menu');
  });

  it('give each one an RxDB schema titled by its name and a strict document schema', () => {
    for (const name of SYNC_COLLECTIONS) {
      expect(RX_SCHEMAS[name].title).toBe(name);
      expect(RX_SCHEMAS[name].additionalProperties).toBe(false);
      expect(SYNC_DOC_SCHEMAS[name].safeParse({}).success).toBe(false);
    }
    const upcoming = { _id: 'u1', likes: 0, mainMealData: { extra: 1 }, _deleted: false };
    expect(SYNC_DOC_SCHEMAS['upcoming-meals'].safeParse(upcoming).success).toBe(false);
  });

  it('declare owners and repeated fields only among their entity fields', () => {
    for (const def of Object.values(SYNCED_COLLECTIONS)) {
      const fields = Object.keys(def.entity.shape);
      if ('ownerField' in def) expect(fields).toContain(def.ownerField);
      for (const field of def.repeatedFields) expect(fields).toContain(field);
    }
  });
});
