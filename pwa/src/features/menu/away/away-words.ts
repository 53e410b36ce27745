// How the away screens name counts and slots: "1 meal", "5 meals", "Lunch · Tue 24 Nov".
import { dayLabel, type RangeSlot } from '@hostel/shared-schema';
import { SLOT_LABELS } from '../../../components/menu-slots/slot-view';

export const meals = (count: number): string => (count === 1 ? '1 meal' : `${count} meals`);

export const slotName = ({ date, slot }: RangeSlot): string =>
  `${SLOT_LABELS[slot]} · ${dayLabel(date)}`;

/** "Tue 24 Nov – Thu 26 Nov", or one day. */
export const rangeLabel = (from: string, to: string): string =>
  from === to ? dayLabel(from) : `${dayLabel(from)} – ${dayLabel(to)}`;

/** "1 meal … stays as it is", "2 meals … stay as they are". */
export const stayAsTheyAre = (count: number): string =>
  count === 1 ? 'stays as it is' : 'stay as they are';
