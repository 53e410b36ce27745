// What a slot of a day looks like at an instant: its serving time, cut-off, whether it has been
// served, and which slot of the day is next. Pure, from the hostel settings.
import {
  cutoffInstant,
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
  const next = views.find((view) => !view.served);
  if (next) next.next = true;
  return views;
}
