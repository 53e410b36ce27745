// "I'm away from … to …", offline-first: a range is many single skips written together (RxDB's
// bulkUpsert: the new ones in one bulk insert, the undone ones in one batched write), each tagged
// with the range's id. Each is pushed and judged by the server exactly like a single skip (a late
// one comes back refused with its reason). A slot already skipped is left as it is, so undoing
// the range, which undoes only the skips carrying its id, never touches a skip made on its own.
import {
  cutoffInstant,
  skipId,
  type HostelSettings,
  type RangeSlot,
  type Skip,
} from '@hostel/shared-schema';
import type { DataLayer } from './data-layer';
import { WriteRefused } from './writes';

export type RangeWrite = {
  /** The skips the range wrote (their ids are the documents pushed). */
  skipped: (RangeSlot & { id: string })[];
  /** Slots already skipped before the range: left as they are. */
  alreadySkipped: RangeSlot[];
};

function signedInEmail(layer: DataLayer): string {
  const user = layer.user;
  if (!user) throw new WriteRefused('You are not Logged In');
  return user.email;
}

/** Skips every slot of `slots` not skipped yet, tagged with `rangeId`. */
export async function skipRange(
  layer: DataLayer,
  slots: RangeSlot[],
  rangeId: string,
): Promise<RangeWrite> {
  const email = signedInEmail(layer);
  const ids = slots.map(({ date, slot }) => skipId(date, slot, email));
  const existing = await layer.db.skips.findByIds(ids).exec();
  const result: RangeWrite = { skipped: [], alreadySkipped: [] };
  const docs: Skip[] = [];
  slots.forEach((slot, index) => {
    const id = ids[index];
    if (existing.get(id)?.skipped) {
      result.alreadySkipped.push(slot);
      return;
    }
    docs.push({ _id: id, date: slot.date, slot: slot.slot, email, skipped: true, rangeId });
    result.skipped.push({ ...slot, id });
  });
  if (docs.length > 0) {
    const { error } = await layer.db.skips.bulkUpsert(docs);
    if (error.length > 0) throw new WriteRefused('The skips could not be saved on this device');
    await layer.recount();
  }
  return result;
}

export type RangeUndo = {
  /** Slots of the range undone now (pushed like any undo). */
  undone: (RangeSlot & { id: string })[];
  /** Slots of the range whose cut-off has passed: they stay skipped. */
  pastCutoff: RangeSlot[];
};

/** Undoes the skips of one range still before their cut-off at `now` (this device's clock). */
export async function undoSkipRange(
  layer: DataLayer,
  rangeId: string,
  settings: Pick<HostelSettings, 'timeZone' | 'slots'>,
  now: number,
): Promise<RangeUndo> {
  const email = signedInEmail(layer);
  const docs = await layer.db.skips
    .find({ selector: { email, rangeId, skipped: true }, sort: [{ date: 'asc' }, { _id: 'asc' }] })
    .exec();
  const result: RangeUndo = { undone: [], pastCutoff: [] };
  const undone: Skip[] = [];
  for (const doc of docs) {
    const { _id, date, slot } = doc;
    if (now >= cutoffInstant(settings, date, slot)) {
      result.pastCutoff.push({ date, slot });
      continue;
    }
    // The undone skip loses its label: it no longer belongs to the range.
    undone.push({ _id, date, slot, email: doc.email, skipped: false });
    result.undone.push({ date, slot, id: _id });
  }
  if (undone.length > 0) {
    const { error } = await layer.db.skips.bulkUpsert(undone);
    if (error.length > 0) throw new WriteRefused('The skips could not be undone on this device');
    await layer.recount();
  }
  return result;
}
