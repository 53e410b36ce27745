// Food labels through the real meal calls: Add Meal with and without labels (the
// spec's body stays valid and stores "not labelled"), answers carry them, Meal edit that leaves
// them out keeps them (and writes nothing when nothing else changed), bad labels are a 400 naming
// the field that changes nothing, and publishing an upcoming meal keeps its labels.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_MIN_LIKES } from '@hostel/shared-schema';
import { signedInAs } from '../test-support/accounts';
import type { ApiClient } from '../test-support/api-client';
import {
  addMealVia,
  currentSeq,
  mealBody,
  snapshotSyncedTables,
} from '../test-support/meal-fixtures';
import { startTestServer, type TestServer } from '../test-support/test-server';

let test: TestServer;
let admin: ApiClient;
let visitor: ApiClient;
// A whole price: Meal edit stores the integer part, so an unchanged edit sends the same price.
const labels = { diet: 'fish', halal: true, allergens: ['fish', 'mustard'], price: 120 };

beforeAll(async () => {
  test = await startTestServer();
  admin = (await signedInAs(test, 'admin')).client;
  visitor = test.client();
});
afterAll(() => test.close());

const mealOf = async (id: string) => (await visitor.get(`/api/meal/${id}`)).body;

describe('labels on Add Meal and in the answers', () => {
  it('stores the labels sent, and every read answers them', async () => {
    const id = await addMealVia(admin, labels);
    expect(await mealOf(id)).toMatchObject(labels);
    const home = (await visitor.get('/api/all-meals-home')).body as { _id: string }[];
    expect(home.find((meal) => meal._id === id)).toMatchObject(labels);
    const list = (await admin.get('/api/all-meals-admin')).body.meals as { _id: string }[];
    expect(list.find((meal) => meal._id === id)).toMatchObject(labels);
  });

  it('a spec body without labels is still valid: not labelled, not halal', async () => {
    const id = await addMealVia(admin);
    expect(await mealOf(id)).toMatchObject({ diet: null, halal: false, allergens: null });
    const empty = await addMealVia(admin, { diet: '', halal: '', allergens: null });
    expect(await mealOf(empty)).toMatchObject({ diet: null, halal: false, allergens: null });
  });

  it('"No listed allergens" is an empty list, kept apart from "not labelled"', async () => {
    const id = await addMealVia(admin, { diet: 'vegan', allergens: [] });
    expect(await mealOf(id)).toMatchObject({ diet: 'vegan', allergens: [] });
  });

  it.each([
    ['diet', { diet: 'pork' }],
    ['diet', { diet: 3 }],
    ['halal', { halal: 'yes' }],
    ['allergens', { allergens: ['peanut'] }],
    ['allergens', { allergens: 'milk' }],
    ['allergens', { allergens: ['milk', 'milk'] }],
  ])('a bad %s is a 400 naming it, changing nothing', async (name, bad) => {
    const before = await snapshotSyncedTables(test.db);
    for (const path of ['/api/add-meal', '/api/add-meal-upcoming']) {
      const response = await admin.post(path, mealBody(bad));
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      // A wrong item is named with its place: allergens.0
      expect(response.body.error.field).toMatch(new RegExp(`^${name}(\\.\\d+)?$`));
      expect(response.body.error.message).toMatch(new RegExp(name));
    }
    expect(await snapshotSyncedTables(test.db)).toEqual(before);
  });
});

describe('labels on Meal edit', () => {
  it('an edit that leaves the labels out keeps them, and writes nothing if nothing changed', async () => {
    const id = await addMealVia(admin, labels);
    const seq = await currentSeq(test.db);
    const same = await admin.patch(`/api/update-one-meal/${id}`, mealBody({ price: 120 }));
    expect(same.body).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
    expect(await currentSeq(test.db)).toBe(seq);
    const renamed = await admin.patch(
      `/api/update-one-meal/${id}`,
      mealBody({ price: 120, mealTitle: 'X' }),
    );
    expect(renamed.body).toMatchObject({ modifiedCount: 1 });
    expect(await mealOf(id)).toMatchObject({ mealTitle: 'X', ...labels });
  });

  it('an edit that sends labels changes them', async () => {
    const id = await addMealVia(admin, labels);
    const next = { diet: 'vegan', halal: false, allergens: [] };
    const response = await admin.patch(`/api/update-one-meal/${id}`, mealBody(next));
    expect(response.body).toMatchObject({ modifiedCount: 1 });
    expect(await mealOf(id)).toMatchObject(next);
  });

  it('a bad label on edit is a 400 naming it, changing nothing', async () => {
    const id = await addMealVia(admin, labels);
    const before = await snapshotSyncedTables(test.db);
    const response = await admin.patch(
      `/api/update-one-meal/${id}`,
      mealBody({ allergens: ['gluten', 'bacon'] }),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe('allergens.1');
    expect(await snapshotSyncedTables(test.db)).toEqual(before);
  });
});

describe('upcoming meals', () => {
  it('carry labels, and keep them when published', async () => {
    const id = await addMealVia(admin, labels, true);
    const upcoming = (await visitor.get('/api/all-upcoming-meals-user')).body as {
      _id: string;
      mainMealData: object;
    }[];
    expect(upcoming.find((meal) => meal._id === id)?.mainMealData).toMatchObject(labels);
    for (let i = 0; i < PUBLISH_MIN_LIKES; i += 1) {
      const liker = await signedInAs(test, 'general');
      const like = await liker.client.put('/api/inc-like-upcoming', {
        email: liker.user.email,
        id,
      });
      expect(like.status).toBe(200);
    }
    expect((await admin.post(`/api/from-upcoming-to-meals/${id}`)).status).toBe(200);
    expect(await mealOf(id)).toMatchObject(labels);
  });
});

describe('GET /all-meals label filters', () => {
  it.each([
    ['diet', { diet: 'beef' }], // a meal diet, not a diet a person keeps
    ['diet', { diet: 'VEGAN' }],
    ['halal', { halal: 'yes' }],
    ['halal', { halal: '1' }],
    ['without', { without: 'peanuts,bacon' }],
    ['without', { without: 'x'.repeat(401) }],
  ])('a bad %s is a 400 naming it', async (name, query) => {
    const response = await visitor.get('/api/all-meals', query);
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe(name);
    expect(response.body.error.message).toMatch(new RegExp(`^${name} must`));
  });

  it("'' means absent: the answer is the spec's answer", async () => {
    const plain = await visitor.get('/api/all-meals', { limit: 50 });
    const empty = await visitor.get('/api/all-meals', {
      limit: 50,
      diet: '',
      halal: '',
      without: '',
    });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual(plain.body);
    const noFilter = await visitor.get('/api/all-meals', { limit: 50, halal: 'false' });
    expect(noFilter.body).toEqual(plain.body);
  });

  it('filters by diet, halal and allergens; unlabelled meals never match', async () => {
    const title = `Filter probe ${Date.now()}`;
    const vegan = await addMealVia(admin, {
      mealTitle: `${title} a`,
      diet: 'vegan',
      halal: true,
      allergens: [],
    });
    const fish = await addMealVia(admin, {
      mealTitle: `${title} b`,
      diet: 'fish',
      allergens: ['fish', 'peanuts'],
    });
    await addMealVia(admin, { mealTitle: `${title} c` }); // not labelled
    const ids = async (query: Record<string, string>) =>
      (
        (await visitor.get('/api/all-meals', { search: title, limit: 50, ...query })).body
          .meals as { _id: string }[]
      ).map((meal) => meal._id);
    expect(await ids({ diet: 'vegetarian' })).toEqual([vegan]);
    expect((await ids({ diet: 'fish' })).sort()).toEqual([vegan, fish].sort());
    expect(await ids({ halal: 'true' })).toEqual([vegan]);
    expect(await ids({ without: 'peanuts' })).toEqual([vegan]);
    expect(await ids({ without: ' milk , ,milk' })).toHaveLength(2);
    expect(await ids({ diet: 'vegan', without: 'milk', halal: 'true' })).toEqual([vegan]);
    expect(await ids({})).toHaveLength(3);
  });
});
