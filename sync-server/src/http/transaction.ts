// Routes (and the sync push) open the one transaction around a domain function; domain
// functions take the executor and never open one of their own. db/write-transaction.ts says
// why writers take a lock first on PostgreSQL.
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/tables';
import { writeTransaction } from '../db/write-transaction';

export function inTransaction<T>(
  db: Db,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return writeTransaction(db, work);
}
