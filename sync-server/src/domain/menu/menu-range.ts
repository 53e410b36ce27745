// The planned slots of a range of dates, as the replication serves them (live rows, by id): what a
// device's menu shows for those dates once it has pulled.
import type { MenuSlot } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { toMenuSlotDoc } from './menu-doc';

/** The live menu slots from `from` to `to`, inclusive, in id order (date, then slot). */
export async function menuSlotsBetween(
  db: Executor,
  from: string,
  to: string,
): Promise<MenuSlot[]> {
  const rows = await db
    .selectFrom('menu_slots')
    .selectAll()
    .where('date', '>=', from)
    .where('date', '<=', to)
    .where('deleted', '=', 0)
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const { _deleted: _live, ...slot } = toMenuSlotDoc(row);
    return slot;
  });
}
