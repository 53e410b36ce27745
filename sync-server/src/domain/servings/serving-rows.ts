// Servings written as rows, each with its own sequence number: for the demo's history, whose
// order and duplicates are decided beforehand (a counter's pushes go through servings-sync.ts).
import type { Executor } from '../../db/database';
import { nextSeqs } from '../../db/sequence';
import type { ServingsTable } from './servings-sync';

export type NewServingRow = Omit<ServingsTable, 'seq' | 'deleted'>;

export async function insertServingRows(
  db: Executor,
  rows: readonly NewServingRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const seqs = await nextSeqs(db, rows.length);
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .insertInto('servings')
      .values(
        rows
          .slice(start, start + 200)
          .map((row, index) => ({ ...row, seq: seqs[start + index], deleted: 0 })),
      )
      .execute();
  }
}
