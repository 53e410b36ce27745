// Planning the menu: an admin sets a date's slot to one or more live meals (an empty list clears
// it). A slot whose serving time has come (by the server's clock) is frozen: changing it is
// refused, so the kitchen's sheet and residents' skips keep meaning what they meant.
import {
  addDaysToDate,
  dateAt,
  dayLabel,
  menuSlotId,
  servingInstant,
  type HostelSettings,
  type MealType,
} from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { nextSeq } from '../../db/sequence';
import { badRequest, conflict } from '../../http/errors';
import type { Clock } from '../hostel/clock';
import { loadSettings } from '../hostel/settings';

function servedMessage(date: string, slot: MealType): string {
  return `${slot[0].toUpperCase()}${slot.slice(1)} on ${dayLabel(date)} has already been served: its menu cannot change`;
}

/** Refuses a change to a slot already served. */
function assertNotServed(
  settings: HostelSettings,
  clock: Clock,
  date: string,
  slot: MealType,
): void {
  if (clock.now() >= servingInstant(settings, date, slot)) {
    throw conflict(servedMessage(date, slot), 'slot_served');
  }
}

/** The ids among `mealIds` that are live meals, in the order given. */
export async function liveMealIds(db: Executor, mealIds: string[]): Promise<string[]> {
  if (mealIds.length === 0) return [];
  const rows = await db
    .selectFrom('meals')
    .select('id')
    .where('id', 'in', mealIds)
    .where('deleted', '=', 0)
    .execute();
  const live = new Set(rows.map((row) => row.id));
  return mealIds.filter((id) => live.has(id));
}

/**
 * Writes a slot's meals without the served check (callers check). `replaced`: the slot already
 * had meals, so residents may have planned around a menu that is now different.
 */
export async function writeMenuSlot(
  db: Executor,
  clock: Clock,
  date: string,
  slot: MealType,
  mealIds: string[],
): Promise<{ changed: boolean; replaced: boolean }> {
  const id = menuSlotId(date, slot);
  const existing = await db
    .selectFrom('menu_slots')
    .select(['meal_ids', 'deleted'])
    .where('id', '=', id)
    .executeTakeFirst();
  const json = JSON.stringify(mealIds);
  if (existing ? existing.meal_ids === json && existing.deleted === 0 : mealIds.length === 0) {
    return { changed: false, replaced: false };
  }
  const replaced =
    existing !== undefined &&
    Number(existing.deleted) === 0 &&
    (JSON.parse(existing.meal_ids) as unknown[]).length > 0;
  const values = { meal_ids: json, updated_at: clock.now(), seq: await nextSeq(db), deleted: 0 };
  await db
    .insertInto('menu_slots')
    .values({ id, date, slot, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
  return { changed: true, replaced };
}

export async function setMenuSlot(
  db: Executor,
  clock: Clock,
  date: string,
  slot: MealType,
  mealIds: string[],
): Promise<{ changed: boolean; tomorrowChanged: boolean }> {
  const settings = await loadSettings(db);
  assertNotServed(settings, clock, date, slot);
  const live = await liveMealIds(db, mealIds);
  const unknown = mealIds.find((mealId) => !live.includes(mealId));
  if (unknown) throw badRequest(`No live meal has the id ${unknown}`, 'mealIds');
  const { changed, replaced } = await writeMenuSlot(db, clock, date, slot, mealIds);
  // Tomorrow's published menu changed: residents are told (push/notices.ts menuChangedNotice).
  const tomorrow = addDaysToDate(dateAt(clock.now(), settings.timeZone), 1);
  return { changed, tomorrowChanged: changed && replaced && date === tomorrow };
}

/** The demo seed's plan for a slot, written only where the slot has no row yet. */
export async function insertMenuSlotIfAbsent(
  db: Executor,
  date: string,
  slot: MealType,
  mealIds: string[],
  at: number,
): Promise<void> {
  await db
    .insertInto('menu_slots')
    .values({
      id: menuSlotId(date, slot),
      date,
      slot,
      meal_ids: JSON.stringify(mealIds),
      updated_at: at,
      seq: await nextSeq(db),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
