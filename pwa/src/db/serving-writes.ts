// A counter records a serving, offline-first (docs/decisions/0233-servings-exactly-once-per-resident-and-slot.md):
// written to RxDB at once and pushed when the server can be reached. A resident this device
// already knows as served for the slot (by this counter, or by another one whose servings were
// pulled) is refused at once; two counters offline both record, and the server flags the later.
import { servingId, type MealType, type Serving } from '@hostel/shared-schema';
import type { DataLayer } from './data-layer';
import { WriteRefused } from './writes';

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
