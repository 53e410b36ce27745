// A skips row as its replicated document (the package and rebate stay on the server). A skip made
// on its own has no rangeId field at all, as the device wrote it.
import type { MealType, Skip, SyncDoc } from '@hostel/shared-schema';
import type { SkipsTable } from '../../db/tables';

export type SkipRow = Pick<SkipsTable, 'id' | 'date' | 'slot' | 'user_email' | 'skipped'> & {
  deleted: number;
  range_id?: string | null;
};

export function toSkipDoc(row: SkipRow): SyncDoc<Skip> {
  return {
    _id: row.id,
    date: row.date,
    slot: row.slot as MealType,
    email: row.user_email,
    skipped: Number(row.skipped) === 1,
    ...(row.range_id ? { rangeId: row.range_id } : {}),
    _deleted: Number(row.deleted) === 1,
  };
}
