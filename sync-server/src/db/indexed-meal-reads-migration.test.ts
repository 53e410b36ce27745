// The title-search and price-order indexes arrive on a database that already has meals: each
// migration that builds them (the first indexes, then the exact title index with the titles in
// the order indexes) fills them from the meals there, loses nothing, and the searches find them
// at once, by either route.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { AllMealsQuery } from '@hostel/shared-schema';
import { insertMealRow } from '../domain/meals/meal-repository';
import { searchMealsBy } from '../domain/meals/meal-queries';
import { inTransaction } from '../http/transaction';
import { mealBody } from '../test-support/meal-fixtures';
import { openDatabase, type Db } from './database';
import { discoverMigrations, migrateToLatest, MIGRATIONS_DIR } from './migrate';
import type { TitleRoute } from './title-search';

const MIGRATIONS = ['2026-11-27-27-indexed-meal-reads', '2026-12-03-01-exact-title-index'];
let db: Db | undefined;
let dir: string | undefined;

afterEach(async () => {
  await db?.destroy();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const search = (text: string, route: TitleRoute, category = 'all') =>
  searchMealsBy(
    db!,
    { search: text, category, sbp: 'l2h', page: 0, limit: 10 } as AllMealsQuery,
    () => route,
  );

describe.each(MIGRATIONS)('the migration %s', (migration) => {
  it('indexes the meals already there, keeping every row', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'indexed-reads-'));
    db = openDatabase(dir);
    // The database as it was before this migration: none of it or of the later ones has run.
    const before = async () => {
      const all = await discoverMigrations(MIGRATIONS_DIR);
      for (const name of Object.keys(all)) if (name >= migration) delete all[name];
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
    for (const route of ['index', 'scan'] as const) {
      const ids = async (text: string, category?: string) =>
        (await search(text, route, category)).meals.map((meal) => meal._id);
      expect(await ids('biryani')).toEqual(['meal-0']);
      expect(await ids('TEHAR')).toEqual(['meal-1']);
      expect(await ids('curry', 'lunch')).toEqual(['meal-2']);
      expect((await search('r', route)).count).toBe(3);
    }
  });
});
