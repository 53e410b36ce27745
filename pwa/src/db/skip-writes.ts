// Skip a meal or undo it, offline-first: written to RxDB at once (shown as waiting until the
// server has it). The server judges the cut-off when the write arrives; the device's clock only
// decides whether the button is offered. A single tap makes the slot a skip of its own: it drops
// the label of an "I'm away" range, so undoing that range leaves the slot alone.
import { skipId, type MealType, type Skip } from '@hostel/shared-schema';
import type { DataLayer } from './data-layer';
import { WriteRefused } from './writes';

export async function setSkip(
  layer: DataLayer,
  date: string,
  slot: MealType,
  skipped: boolean,
): Promise<void> {
  const user = layer.user;
  if (!user) throw new WriteRefused('You are not Logged In');
  const id = skipId(date, slot, user.email);
  const existing = await layer.db.skips.findOne(id).exec();
  if (existing) {
    if (existing.skipped === skipped) return;
    await existing.incrementalModify((doc) => {
      const { rangeId: _range, ...own } = doc;
      return { ...own, skipped };
    });
  } else {
    if (!skipped) return;
    const doc: Skip = { _id: id, date, slot, email: user.email, skipped };
    await layer.db.skips.insert(doc);
  }
  await layer.recount();
}
