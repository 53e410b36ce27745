// A menu_slots row as its replicated document.
import type { MealType, MenuSlot, SyncDoc } from '@hostel/shared-schema';
import type { MenuSlotsTable } from '../../db/tables';

export type MenuSlotRow = Pick<
  MenuSlotsTable,
  'id' | 'date' | 'slot' | 'meal_ids' | 'updated_at'
> & {
  deleted: number;
};

export function toMenuSlotDoc(row: MenuSlotRow): SyncDoc<MenuSlot> {
  return {
    _id: row.id,
    date: row.date,
    slot: row.slot as MealType,
    mealIds: JSON.parse(row.meal_ids) as string[],
    updatedAt: Number(row.updated_at),
    _deleted: Number(row.deleted) === 1,
  };
}
