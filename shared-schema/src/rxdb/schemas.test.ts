// The same good and bad documents go to zod (the source) and to RxDB (the generated schema, with
// dev-mode and the ajv validator); both must give the same verdict.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRxPlugin, createRxDatabase, type RxDatabase, type RxJsonSchema } from 'rxdb';
import { RxDBDevModePlugin } from 'rxdb/plugins/dev-mode';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import type { z } from 'zod';
import { DEFAULT_HOSTEL_SETTINGS } from '../entities/hostel-settings';
import { SYNC_ENTITY_SCHEMAS, type SyncCollection } from '../sync/protocol';
import { RX_MIGRATIONS } from './migrations';
import { RX_SCHEMAS } from './schemas';

addRxPlugin(RxDBDevModePlugin);
addRxPlugin(RxDBMigrationSchemaPlugin);

const meal = {
  _id: 'm1',
  mealTitle: 'Chicken Biryani',
  mealType: 'lunch',
  price: 120.5,
  mealImage: 'https://images.example/biryani.png',
  ingredients: ['rice', 'chicken'],
  description: 'Fragrant rice',
  rating: 4,
  postTime: 1_700_000_000_000,
  likes: 3,
  numReviews: 1,
  distributorName: 'Admin',
  distributorEmail: 'admin@hostel.test',
  diet: 'chicken',
  halal: true,
  allergens: ['milk'],
};
const { _id: _unused, ...mealFields } = meal;
const review = {
  _id: 'r1',
  mealId: 'm1',
  name: 'Rahim',
  email: 'rahim@hostel.test',
  image: 'https://images.example/rahim.png',
  rating: 5,
  review: 'Tasty',
  postTime: 1_700_000_000_000,
};
const serving = {
  _id: '2026-11-24:lunch:6650aa00000000000000aa01:door',
  counterId: 'door',
  residentId: '6650aa00000000000000aa01',
  date: '2026-11-24',
  slot: 'lunch',
  scannedAt: 1_764_000_000_000,
  clockOffset: 1250,
  duplicate: false,
};
const like = {
  _id: 'meal:m1:rahim@hostel.test',
  target: 'meal',
  targetId: 'm1',
  email: 'rahim@hostel.test',
  liked: true,
};
const request = {
  _id: 'q1',
  name: 'Rahim',
  email: 'rahim@hostel.test',
  mealId: 'm1',
  mealTitle: 'Chicken Biryani',
  status: 'pending',
  requestTime: 1_700_000_000_000,
};
const menuSlot = {
  _id: '2026-11-24:lunch',
  date: '2026-11-24',
  slot: 'lunch',
  mealIds: ['m1'],
  updatedAt: 1,
};
const skip = {
  _id: '2026-11-24:lunch:rahim@hostel.test',
  date: '2026-11-24',
  slot: 'lunch',
  email: 'rahim@hostel.test',
  skipped: true,
};
const upcoming = { _id: 'u1', likes: 0, mainMealData: mealFields };

type Fixture = [
  name: string,
  collection: SyncCollection,
  doc: Record<string, unknown>,
  ok: boolean,
];
const fixtures: Fixture[] = [
  ['a meal', 'meals', meal, true],
  ['a meal of an unknown type', 'meals', { ...meal, mealType: 'supper' }, false],
  ['a meal with a negative price', 'meals', { ...meal, price: -1 }, false],
  ['a meal rated 6', 'meals', { ...meal, rating: 6 }, false],
  ['a meal rated 2.5', 'meals', { ...meal, rating: 2.5 }, false],
  ['a meal without a title', 'meals', { ...meal, mealTitle: '' }, false],
  ['a meal with an unknown field', 'meals', { ...meal, seq: 4 }, false],
  ['a meal with a text price', 'meals', { ...meal, price: '12' }, false],
  ['a meal not labelled yet', 'meals', { ...meal, diet: null, allergens: null }, true],
  ['a meal with no listed allergens', 'meals', { ...meal, allergens: [] }, true],
  ['a meal of an unknown diet', 'meals', { ...meal, diet: 'pork' }, false],
  ['a meal with an unknown allergen', 'meals', { ...meal, allergens: ['nuts'] }, false],
  ['a meal with a text halal flag', 'meals', { ...meal, halal: 'yes' }, false],
  [
    'an upcoming meal of an unknown diet',
    'upcoming-meals',
    { ...upcoming, mainMealData: { ...mealFields, diet: 'pork' } },
    false,
  ],
  ['an upcoming meal', 'upcoming-meals', upcoming, true],
  ['an upcoming meal with negative likes', 'upcoming-meals', { ...upcoming, likes: -1 }, false],
  [
    'an upcoming meal without a title',
    'upcoming-meals',
    { ...upcoming, mainMealData: { ...mealFields, mealTitle: '' } },
    false,
  ],
  ['a review', 'reviews', review, true],
  ['a review rated 0', 'reviews', { ...review, rating: 0 }, false],
  ['a review of blanks', 'reviews', { ...review, review: '   ' }, false],
  ['a review without a meal', 'reviews', { ...review, mealId: '' }, false],
  ['a review missing its text', 'reviews', { ...review, review: undefined }, false],
  ['a like', 'likes', like, true],
  ['an unlike of an upcoming meal', 'likes', { ...like, target: 'upcoming', liked: false }, true],
  ['a like of an unknown target', 'likes', { ...like, target: 'review' }, false],
  ['a like with a text flag', 'likes', { ...like, liked: 'yes' }, false],
  ['a request', 'requested-meals', request, true],
  ['a request with an unknown status', 'requested-meals', { ...request, status: 'served' }, false],
  ['a request without a time', 'requested-meals', { ...request, requestTime: undefined }, false],
  ['a menu slot', 'menu', menuSlot, true],
  ['a menu slot of an unknown slot', 'menu', { ...menuSlot, slot: 'tea' }, false],
  ['a menu slot on a non-date', 'menu', { ...menuSlot, date: '24/11/2026' }, false],
  ['a menu slot with seven meals', 'menu', { ...menuSlot, mealIds: Array(7).fill('m') }, false],
  ['a skip', 'skips', skip, true],
  ['an undone skip', 'skips', { ...skip, skipped: false }, true],
  ['a skip of an away range', 'skips', { ...skip, rangeId: 'c0ffee-42_a' }, true],
  ['a skip with a range id of spaces', 'skips', { ...skip, rangeId: 'a b' }, false],
  ['a skip with a text flag', 'skips', { ...skip, skipped: 'yes' }, false],
  ['a serving', 'servings', serving, true],
  [
    'a serving by a counter whose clock is behind',
    'servings',
    { ...serving, clockOffset: -90_000 },
    true,
  ],
  ['a serving with a counter id of spaces', 'servings', { ...serving, counterId: 'a b' }, false],
  ['a serving of an unknown slot', 'servings', { ...serving, slot: 'tea' }, false],
  ['a serving a day and a second off', 'servings', { ...serving, clockOffset: 86_400_001 }, false],
  ['a serving without its scan time', 'servings', { ...serving, scannedAt: undefined }, false],
  ['the hostel settings', 'hostel-settings', DEFAULT_HOSTEL_SETTINGS, true],
  [
    'settings with a negative rebate',
    'hostel-settings',
    { ...DEFAULT_HOSTEL_SETTINGS, rebates: { silver: -1, gold: 1, platinum: 1 } },
    false,
  ],
  [
    'settings with a time of 25:00',
    'hostel-settings',
    {
      ...DEFAULT_HOSTEL_SETTINGS,
      slots: {
        ...DEFAULT_HOSTEL_SETTINGS.slots,
        lunch: { serveAt: '25:00', cutoffAt: '09:00', cutoffDayBefore: false },
      },
    },
    false,
  ],
];

const collectionName = (name: SyncCollection) => name.replaceAll('-', '_');
let db: RxDatabase;

beforeAll(async () => {
  db = await createRxDatabase({
    name: `schemas${Date.now()}`,
    storage: wrappedValidateAjvStorage({ storage: getRxStorageMemory() }),
    multiInstance: false,
  });
  await db.addCollections(
    Object.fromEntries(
      Object.entries(RX_SCHEMAS).map(([name, schema]) => [
        collectionName(name as SyncCollection),
        {
          schema: schema as unknown as RxJsonSchema<any>,
          migrationStrategies: RX_MIGRATIONS[name as SyncCollection],
        },
      ]),
    ),
  );
});
afterAll(() => db.close());

describe('zod entities and their RxDB schemas agree', () => {
  it.each(fixtures)('%s', async (_name, collection, doc, ok) => {
    const clean = Object.fromEntries(Object.entries(doc).filter(([, v]) => v !== undefined));
    const zodOk = (SYNC_ENTITY_SCHEMAS[collection] as z.ZodType).safeParse(clean).success;
    let rxOk = true;
    try {
      await db.collections[collectionName(collection)].upsert(clean);
    } catch {
      rxOk = false;
    }
    expect({ zod: zodOk, rxdb: rxOk }).toEqual({ zod: ok, rxdb: ok });
  });
});
