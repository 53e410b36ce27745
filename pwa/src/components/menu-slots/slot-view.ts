// What a slot of a day looks like at an instant: its serving time, cut-off, whether it has been
// served, and whether it is THE next slot to be served (one in the whole week, not one a day).
// Pure, from the hostel settings.
import {
  addDaysToDate,
  cutoffInstant,
  dateAt,
  cutoffLabel,
  MEAL_TYPES,
  servingInstant,
  type HostelSettings,
  type MealType,
} from '@hostel/shared-schema';

export type SlotView = {
  slot: MealType;
  label: string;
  serveAt: string;
  servesAt: number;
  cutoff: number;
  cutoffText: string;
  served: boolean;
  next: boolean;
};

export const SLOT_LABELS: Record<MealType, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
};

export function slotViews(settings: HostelSettings, date: string, now: number): SlotView[] {
  const views = MEAL_TYPES.map((slot) => {
    const servesAt = servingInstant(settings, date, slot);
    return {
      slot,
      label: SLOT_LABELS[slot],
      serveAt: settings.slots[slot].serveAt,
      servesAt,
      cutoff: cutoffInstant(settings, date, slot),
      cutoffText: cutoffLabel(settings, slot),
      served: now >= servesAt,
      next: false,
    };
  });
  const next = nextSlotAfter(settings, now);
  for (const view of views) view.next = next?.date === date && next.slot === view.slot;
  return views;
}

/**
 * The slot served next after `now`: today's first slot still to come, else tomorrow's first.
 * Every later day's slots are merely "later", so only one slot of the week is marked Next.
 */
export function nextSlotAfter(
  settings: HostelSettings,
  now: number,
): { date: string; slot: MealType } | undefined {
  const today = dateAt(now, settings.timeZone);
  for (const date of [today, addDaysToDate(today, 1)]) {
    const upcoming = MEAL_TYPES.map((slot) => ({
      date,
      slot,
      at: servingInstant(settings, date, slot),
    }))
      .filter((candidate) => candidate.at > now)
      .sort((a, b) => a.at - b.at);
    if (upcoming[0]) return { date, slot: upcoming[0].slot };
  }
  return undefined;
}
