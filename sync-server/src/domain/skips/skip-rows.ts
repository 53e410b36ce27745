// Skips written as rows, each with its own sequence number: for the demo's history, made long
// after their cut-offs (a resident's skips go through set-skip.ts, which judges them).
import { skipId, type MealType, type PackageName } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { nextSeqs } from '../../db/sequence';

export type NewSkipRow = {
  date: string;
  slot: MealType;
  email: string;
  package: PackageName;
  rebate: number;
  updatedAt: number;
};

export async function insertSkipRows(db: Executor, rows: readonly NewSkipRow[]): Promise<void> {
  if (rows.length === 0) return;
  const seqs = await nextSeqs(db, rows.length);
  for (const [index, row] of rows.entries()) {
    await db
      .insertInto('skips')
      .values({
        id: skipId(row.date, row.slot, row.email),
        date: row.date,
        slot: row.slot,
        user_email: row.email.toLowerCase(),
        skipped: 1,
        package: row.package,
        rebate: row.rebate,
        updated_at: row.updatedAt,
        seq: seqs[index],
        deleted: 0,
        range_id: null,
      })
      .execute();
  }
}
