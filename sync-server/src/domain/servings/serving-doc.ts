// A servings row as its replicated document (the resident's e-mail, the corrected time and the
// arrival time stay on the server).
import type { MealType, Serving, SyncDoc } from '@hostel/shared-schema';
import type { ServingsTable } from '../../db/tables';

export type ServingRow = Pick<
  ServingsTable,
  | 'id'
  | 'counter_id'
  | 'resident_id'
  | 'date'
  | 'slot'
  | 'scanned_at'
  | 'clock_offset'
  | 'duplicate'
> & { deleted: number };

export function toServingDoc(row: ServingRow): SyncDoc<Serving> {
  return {
    _id: row.id,
    counterId: row.counter_id,
    residentId: row.resident_id,
    date: row.date,
    slot: row.slot as MealType,
    scannedAt: Number(row.scanned_at),
    clockOffset: Number(row.clock_offset),
    duplicate: Number(row.duplicate) === 1,
    _deleted: Number(row.deleted) === 1,
  };
}
