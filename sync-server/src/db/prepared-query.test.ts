// A prepared query sends the SQL compiled once with each call's own arguments, on the database or
// inside a transaction, and refuses a query whose argument was not compiled as a parameter.
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { migratedDatabase } from '../test-support/migrated-database';
import type { Db, Executor } from './database';
import { preparedQuery } from './prepared-query';

let db: Db;
beforeAll(async () => {
  const temp = await migratedDatabase('hostel-prepared-');
  db = temp.db;
  return temp.remove;
});

const seqNamed = preparedQuery((db: Executor, name: string, above: number) =>
  db
    .selectFrom('sync_sequence')
    .select('value')
    .where('name', '=', name)
    .where('value', '>', above),
);

it('runs with each call’s own arguments, on the database and in a transaction', async () => {
  const { value } = await db.selectFrom('sync_sequence').select('value').executeTakeFirstOrThrow();
  expect((await seqNamed(db, 'global', value - 1)).rows).toEqual([{ value }]);
  expect((await seqNamed(db, 'global', value)).rows).toEqual([]);
  expect((await seqNamed(db, 'nope', -1)).rows).toEqual([]);
  await db.transaction().execute(async (trx) => {
    expect((await seqNamed(trx, 'global', value - 1)).rows).toEqual([{ value }]);
  });
});

it('refuses an argument that is inlined instead of bound', async () => {
  const inlined = preparedQuery((db: Executor, name: string) =>
    db.selectFrom('sync_sequence').select('value').where('name', '=', sql.lit(name)),
  );
  await expect(async () => inlined(db, 'global')).rejects.toThrow(/not a parameter/);
});
