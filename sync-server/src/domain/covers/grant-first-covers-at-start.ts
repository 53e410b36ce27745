// At start: the first cover periods (first-covers.ts) in one transaction. Several instances
// starting together may race for the same holder; the loser hits the unique (email, starts)
// index, and the winner's periods stand.
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Clock } from '../hostel/clock';
import { grantFirstCovers } from './first-covers';

export async function grantFirstCoversOnce(db: Db, clock: Clock): Promise<void> {
  try {
    await db.transaction().execute((trx) => grantFirstCovers(trx, clock));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}
