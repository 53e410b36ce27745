// The counter's answer to a scan or a typed code, with no network: the pass's verdict
// (verifyPass, shared with the server), then this device's record of the slot ("already
// served"), and for a resident served the allergen warnings against the slot's meals.
import {
  dietaryWarnings,
  type CounterDayList,
  type CounterResident,
  type MealType,
} from '@hostel/shared-schema';
import { PASS_REFUSAL_TEXTS, verifyPass, type PassRefusal } from '@hostel/shared-schema/meal-pass';

export type CounterRefusal = PassRefusal | 'already-served';

export type CounterVerdict =
  | {
      ok: true;
      resident: CounterResident;
      /** The resident skipped this slot: serving cancels the rebate. */
      skipped: boolean;
      /** "Chicken biryani: Contains peanuts", one per meal that holds an allergen they avoid. */
      warnings: string[];
    }
  | { ok: false; reason: CounterRefusal; text: string; resident?: CounterResident };

export const REFUSAL_TEXTS: Record<CounterRefusal, string> = {
  ...PASS_REFUSAL_TEXTS,
  'already-served': 'Already served',
};

/** The allergen warnings of a resident against the meals of the slot being served. */
export function allergenWarnings(
  resident: CounterResident,
  list: CounterDayList,
  slot: MealType,
): string[] {
  if (resident.avoid.length === 0) return [];
  const meals = list.slots.find((item) => item.slot === slot)?.meals ?? [];
  return meals.flatMap((meal) =>
    dietaryWarnings(
      { diet: null, halal: true, allergens: meal.allergens },
      { avoid: resident.avoid },
    ).map((warning) => `${meal.title}: ${warning}`),
  );
}

/**
 * Judges `input` (a QR text or a typed code) at the corrected instant `at`; `record` writes the
 * serving and answers whether this device already held one for the resident and slot.
 */
export async function judge(
  input: string,
  list: CounterDayList,
  slot: MealType,
  at: number,
  record: (resident: CounterResident) => Promise<'recorded' | 'already-served'>,
): Promise<CounterVerdict> {
  const verdict = verifyPass(input, list, { at, slot });
  if (!verdict.ok) {
    const { reason, resident } = verdict;
    return { ok: false, reason, text: REFUSAL_TEXTS[reason], resident };
  }
  const { resident, skipped } = verdict;
  if ((await record(resident)) === 'already-served') {
    return {
      ok: false,
      reason: 'already-served',
      text: REFUSAL_TEXTS['already-served'],
      resident,
    };
  }
  return { ok: true, resident, skipped, warnings: allergenWarnings(resident, list, slot) };
}
