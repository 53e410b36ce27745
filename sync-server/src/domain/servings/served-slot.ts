// "Was this skipped slot served anyway?", as one SQL expression over a skips row: a serving of the
// same resident, day and slot exists (a duplicate too: the resident was served either way). A
// skip whose slot was served gives no rebate (docs/decisions/0234-served-while-skipped.md): the
// statements, a cover period's figures and the cap on a period's rebates all read it here.
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/tables';

export function servedSlot(eb: ExpressionBuilder<Database, 'skips'>) {
  return eb.exists(
    eb
      .selectFrom('servings')
      .select('servings.id')
      .whereRef('servings.user_email', '=', 'skips.user_email')
      .whereRef('servings.date', '=', 'skips.date')
      .whereRef('servings.slot', '=', 'skips.slot')
      .where('servings.deleted', '=', 0),
  );
}

/** The stored answer of `servedSlot` (SQLite says 0/1, PostgreSQL true/false). */
export const isServed = (value: unknown): boolean => value === true || Number(value) === 1;
