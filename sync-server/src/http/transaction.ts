// Routes (and the sync push) open the one transaction around a domain function; domain
// functions take the executor and never open one of their own.
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/tables';

export function inTransaction<T>(
  db: Db,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(work);
}
