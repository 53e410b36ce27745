// Test helpers for the meals, likes and reviews tests: a valid Add Meal body, meals added
// through the real API, and snapshots of the synced tables to prove "bad input changes nothing".
import { expect } from 'vitest';
import type { AddMealBody } from '@hostel/shared-schema';
import type { Db } from '../db/database';
import { SYNCED_TABLES } from '../domain/sync/collections';
import type { ApiClient } from './api-client';

export function mealBody(overrides: Record<string, unknown> = {}): AddMealBody {
  return {
    mealTitle: 'Chicken Biryani',
    mealType: 'lunch',
    price: 120.5,
    mealImage: 'https://images.example/biryani.png',
    ingredients: ['rice', 'chicken'],
    description: 'Fragrant rice with chicken',
    rating: 4,
    ...overrides,
  } as AddMealBody;
}

/** Adds a meal (or an upcoming meal) through the API as `admin`; returns its id. */
export async function addMealVia(
  admin: ApiClient,
  overrides: Record<string, unknown> = {},
  upcoming = false,
): Promise<string> {
  const response = await admin.post(upcoming ? '/api/add-meal-upcoming' : '/api/add-meal', {
    ...mealBody(overrides),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.insertedId as string;
}

/**
 * Every row (ordered by id) of every synced table (db/synced-tables.ts) plus the sequence: equal
 * snapshots mean nothing changed. All of them, not only the meal side a test writes to, so a bad
 * request that touched the menu, skips or settings would show too.
 */
export async function snapshotSyncedTables(db: Db): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const table of SYNCED_TABLES) {
    result[table] = await db.selectFrom(table).selectAll().orderBy('id').execute();
  }
  result.sequence = await db.selectFrom('sync_sequence').selectAll().execute();
  return result;
}

export async function mealRow(db: Db, id: string) {
  return db.selectFrom('meals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function currentSeq(db: Db): Promise<number> {
  const row = await db
    .selectFrom('sync_sequence')
    .select('value')
    .where('name', '=', 'global')
    .executeTakeFirstOrThrow();
  return row.value;
}
