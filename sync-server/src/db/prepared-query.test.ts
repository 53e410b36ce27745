// A prepared query sends the SQL compiled once with each call's own arguments, on the database or
// inside a transaction, and refuses a query whose argument was not compiled as a parameter.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Db, type Executor } from './database';
import { migrateToLatest } from './migrate';
import { preparedQuery } from './prepared-query';

let dir: string;
let db: Db;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'hostel-prepared-'));
  db = openDatabase(dir);
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
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
