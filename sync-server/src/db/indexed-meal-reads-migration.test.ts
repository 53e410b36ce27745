// The title-search and price-order indexes arrive on a database that already has meals: the
// migration fills the search index from them, loses nothing, and the searches find them at once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { AllMealsQuery } from '@hostel/shared-schema';
import { insertMealRow } from '../domain/meals/meal-repository';
import { searchMeals } from '../domain/meals/meal-queries';
import { inTransaction } from '../http/transaction';
import { mealBody } from '../test-support/meal-fixtures';
import { openDatabase, type Db } from './database';
import { discoverMigrations, migrateToLatest, MIGRATIONS_DIR } from './migrate';

const MIGRATION = '2026-11-27-27-indexed-meal-reads';
let db: Db | undefined;
let dir: string | undefined;

afterEach(async () => {
  await db?.destroy();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const search = (text: string) =>
  searchMeals(db!, {
    search: text,
    category: 'all',
    sbp: 'l2h',
    page: 0,
    limit: 10,
  } as AllMealsQuery);

describe('the indexed meal reads migration', () => {
  it('indexes the meals already there, keeping every row', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'indexed-reads-'));
    db = openDatabase(dir);
    const before = async () => {
      const all = await discoverMigrations(MIGRATIONS_DIR);
      delete all[MIGRATION];
      return all;
    };
    const older = new Migrator({ db, provider: { getMigrations: before } });
    expect((await older.migrateToLatest()).error).toBeUndefined();
    const titles = ['Chicken Biryani', 'Beef Tehari', 'Egg Curry'];
    for (const [index, mealTitle] of titles.entries()) {
      await inTransaction(db, (trx) =>
        insertMealRow(trx, 'meals', `meal-${index}`, {
          ...mealBody({ mealTitle, price: 10 + index }),
          postTime: 1_700_000_000_000,
          likes: 0,
          numReviews: 0,
          distributorName: 'Kitchen',
          distributorEmail: 'kitchen@hostel.test',
        }),
      );
    }

    await migrateToLatest(db);

    expect(await db.selectFrom('meals').select('id').orderBy('id').execute()).toHaveLength(3);
    expect((await search('biryani')).meals.map((meal) => meal._id)).toEqual(['meal-0']);
    expect((await search('TEHAR')).meals.map((meal) => meal._id)).toEqual(['meal-1']);
    expect((await search('r')).count).toBe(3);
  });
});
