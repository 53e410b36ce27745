// The servings a meal counter records (docs/decisions/0233-servings-exactly-once-per-resident-and-slot.md):
// an admin's collection, replicated on an admin's device only. A counter records a serving
// offline-first: written to RxDB at once and pushed when the server can be reached. A resident
// this device already knows as served for the slot (by this counter, or by another one whose
// servings were pulled) is refused at once; two counters offline both record, and the server
// flags the later as a duplicate. A serving is written once, so the server's state wins a
// conflict (its duplicate flag is the server's), and no field of it is an edit.
import { map, of } from 'rxjs';
import { servingId, type MealType, type Serving } from '@hostel/shared-schema';
import type { DataLayer } from '../data-layer';
import { engineCollection } from '../engine-collection';
import { plain } from '../engine/stream-queries';
import { WriteRefused } from '../writes';

export type ServingInput = {
  counterId: string;
  residentId: string;
  date: string;
  slot: MealType;
  /** This device's clock at the scan. */
  scannedAt: number;
  /** The server's clock minus this device's, measured when the day's list was fetched. */
  clockOffset: number;
};

declare module '../engine/api' {
  interface EngineRequests {
    /** A counter's scan: 'already-served' when this device holds a serving of the slot. */
    recordServing: { args: ServingInput; answer: 'recorded' | 'already-served' };
  }
  interface EngineStreams {
    /** The servings of a slot on this device (an admin's), in scan order; none without a slot. */
    slotServings: { args: { date: string; slot?: MealType }; value: Serving[] };
  }
}

/** Records the serving; 'already-served' when this device already holds one for the slot. */
export async function recordServing(
  layer: DataLayer,
  input: ServingInput,
): Promise<'recorded' | 'already-served'> {
  if (!layer.user) throw new WriteRefused('You are not Logged In');
  if (!layer.keeps('servings')) throw new WriteRefused('This device does not keep servings');
  const { residentId, date, slot } = input;
  const earlier = await layer.db.servings.findOne({ selector: { date, slot, residentId } }).exec();
  if (earlier) return 'already-served';
  const doc: Serving = {
    _id: servingId(date, slot, residentId, input.counterId),
    ...input,
    duplicate: false,
  };
  await layer.db.servings.insert(doc);
  await layer.recount();
  return 'recorded';
}

const byScan = (a: Serving, b: Serving) =>
  a.scannedAt - b.scannedAt || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

export default engineCollection('servings', {
  // Only the server's duplicate flag changes, and that is no edit.
  editable: [],
  requests: {
    recordServing: (layer, input) => recordServing(layer, input),
  },
  streams: {
    slotServings: (layer, { date, slot }) =>
      slot && layer.keeps('servings')
        ? layer.db.servings
            .find({ selector: { date, slot } })
            .$.pipe(map((docs) => plain<Serving>(docs).sort(byScan)))
        : of([]),
  },
});
