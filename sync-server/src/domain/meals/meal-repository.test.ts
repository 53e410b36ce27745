// The meal repository against a real, migrated SQLite file: every field of the meal entity has
// a column and survives the round trip (a field added without its migration fails here), and
// an update that changes nothing writes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { mealFieldsSchema, type MealFields } from '@hostel/shared-schema';
import type { Db } from '../../db/database';
import { writeTransaction } from '../../db/write-transaction';
import { migratedDatabase } from '../../test-support/migrated-database';
import {
  findLiveMealRow,
  insertMealRow,
  toMealDoc,
  toUpcomingMealDoc,
  updateMealRow,
} from './meal-repository';

const fields: MealFields = {
  mealTitle: 'Khichuri',
  mealType: 'breakfast',
  price: 35.5,
  mealImage: 'https://img.example/k.png',
  ingredients: ['rice', 'lentils'],
  description: 'Rice and lentils',
  rating: 3,
  postTime: 1_700_000_000_123,
  likes: 2,
  numReviews: 1,
  distributorName: 'Admin',
  distributorEmail: 'admin@hostel.test',
  diet: 'vegetarian',
  halal: true,
  allergens: ['milk', 'gluten'],
};

let db: Db;
beforeAll(async () => {
  const temp = await migratedDatabase('meal-repo-');
  db = temp.db;
  return temp.remove;
});

describe('meal repository', () => {
  it('the test meal sets every field of the entity', () => {
    expect(Object.keys(fields).sort()).toEqual(Object.keys(mealFieldsSchema.shape).sort());
  });

  it.each(['meals', 'upcoming_meals'] as const)(
    'round-trips every field through %s',
    async (table) => {
      const id = `${table}-1`;
      await writeTransaction(db, (trx) => insertMealRow(trx, table, id, fields));
      const row = await findLiveMealRow(db, table, id);
      expect(row).toBeDefined();
      expect(toMealDoc(row!)).toEqual({ _id: id, ...fields });
      expect(toUpcomingMealDoc(row!)).toEqual({ _id: id, likes: 2, mainMealData: fields });
      expect(mealFieldsSchema.parse(toMealDoc(row!))).toEqual(fields);
    },
  );

  it('writes an update only when a column changes, with a new seq', async () => {
    await writeTransaction(db, (trx) => insertMealRow(trx, 'meals', 'edit-1', fields));
    const before = (await findLiveMealRow(db, 'meals', 'edit-1'))!;
    expect(
      await writeTransaction(db, (trx) =>
        updateMealRow(trx, 'meals', before, { mealTitle: 'Khichuri' }),
      ),
    ).toBe(false);
    expect((await findLiveMealRow(db, 'meals', 'edit-1'))!.seq).toBe(before.seq);

    expect(
      await writeTransaction(db, (trx) =>
        updateMealRow(trx, 'meals', before, { ingredients: ['rice'] }),
      ),
    ).toBe(true);
    const after = (await findLiveMealRow(db, 'meals', 'edit-1'))!;
    expect(after.seq).toBeGreaterThan(before.seq);
    expect(toMealDoc(after)).toEqual({ _id: 'edit-1', ...fields, ingredients: ['rice'] });
  });

  it('does not find a tombstone', async () => {
    await writeTransaction(db, (trx) => insertMealRow(trx, 'meals', 'gone-1', fields));
    await db.updateTable('meals').set({ deleted: 1 }).where('id', '=', 'gone-1').execute();
    expect(await findLiveMealRow(db, 'meals', 'gone-1')).toBeUndefined();
  });
});
