// The meal form's food labels: diet, halal and allergens as the admin edits them, the
// zod rule that checks them, and the mapping to and from the stored labels. Pure, so it is
// tested without a browser; meal-draft.ts folds it into the Add Meal and Meal edit rules.
//
// The rule: a diet is chosen, and the allergens are stated: at least one picked, or "No listed
// allergens" ticked (an empty list by accident is refused). Only a label the meal is already
// stored without (null: made before labels existed) may stay "not labelled" in the edit dialog,
// so 'No Change' and plain edits of such a meal still work.
import { z } from 'zod';
import {
  ALLERGENS,
  allergenSchema,
  DIETS,
  type Allergen,
  type Diet,
  type MealLabels,
} from '@hostel/shared-schema';

export type LabelDraft = {
  /** '' until a diet is chosen (or while a meal stored without one stays so). */
  diet: Diet | '';
  halal: boolean;
  /** The picked allergens, always in ALLERGENS order. */
  allergens: Allergen[];
  /** "No listed allergens": the admin states the meal has none (then no chip is picked). */
  noAllergens: boolean;
};

export type LabelField = 'diet' | 'allergens';
export type LabelErrors = Partial<Record<LabelField, string>>;

export const LABEL_MESSAGES = {
  dietRequired: 'Choose the diet this meal fits',
  allergensRequired: 'Pick the allergens this meal contains, or tick "No listed allergens"',
  allergensContradict: 'A meal with "No listed allergens" cannot list allergens',
} as const;

export const NO_ALLERGENS_LABEL = 'No listed allergens';

export const EMPTY_LABELS: LabelDraft = {
  diet: '',
  halal: false,
  allergens: [],
  noAllergens: false,
};

/** Which labels may stay unlabelled: those the edited meal is stored without. */
export type Unlabelled = Partial<Record<LabelField, boolean>>;

const allergenStatement = z.object({
  allergens: z.array(allergenSchema),
  noAllergens: z.boolean(),
});

export function labelDraftSchema(unlabelled: Unlabelled = {}) {
  const diet = z.enum(DIETS, { error: LABEL_MESSAGES.dietRequired });
  return z
    .object({
      diet: unlabelled.diet ? z.union([diet, z.literal('')]) : diet,
      halal: z.boolean(),
      ...allergenStatement.shape,
    })
    .superRefine(
      (draft, context) => {
        if (draft.noAllergens && draft.allergens.length > 0) {
          context.addIssue({
            code: 'custom',
            path: ['allergens'],
            message: LABEL_MESSAGES.allergensContradict,
          });
        } else if (!draft.noAllergens && draft.allergens.length === 0 && !unlabelled.allergens) {
          context.addIssue({
            code: 'custom',
            path: ['allergens'],
            message: LABEL_MESSAGES.allergensRequired,
          });
        }
      },
      // Checked even when the diet is missing, so both messages show at once.
      { when: (payload) => allergenStatement.safeParse(payload.value).success },
    );
}

/** One message per label field (the first issue wins); empty when the labels may be sent. */
export function labelErrors(draft: LabelDraft, unlabelled: Unlabelled = {}): LabelErrors {
  const result = labelDraftSchema(unlabelled).safeParse(draft);
  if (result.success) return {};
  const errors: LabelErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LabelField;
    errors[field] ??= issue.message;
  }
  return errors;
}

const inLawOrder = (list: Iterable<Allergen>): Allergen[] => {
  const picked = new Set(list);
  return ALLERGENS.filter((allergen) => picked.has(allergen));
};

/** Picks or unpicks one allergen chip; picking one clears "No listed allergens". */
export function toggleAllergen(draft: LabelDraft, allergen: Allergen): LabelDraft {
  const picked = draft.allergens.includes(allergen)
    ? draft.allergens.filter((item) => item !== allergen)
    : [...draft.allergens, allergen];
  return { ...draft, allergens: inLawOrder(picked), noAllergens: false };
}

/** Ticking "No listed allergens" clears the chips (they are disabled while it is ticked). */
export function setNoAllergens(draft: LabelDraft, noAllergens: boolean): LabelDraft {
  return { ...draft, noAllergens, allergens: noAllergens ? [] : draft.allergens };
}

/** The form's view of stored labels: null shows as not labelled (nothing chosen). */
export function labelDraftOf(labels: MealLabels): LabelDraft {
  return {
    diet: labels.diet ?? '',
    halal: labels.halal,
    allergens: inLawOrder(labels.allergens ?? []),
    noAllergens: labels.allergens !== null && labels.allergens.length === 0,
  };
}

/** The labels a valid draft sends: an unstated diet or allergen list stays null. */
export function labelsOf(draft: LabelDraft): MealLabels & { allergens: Allergen[] | null } {
  let allergens: Allergen[] | null = null;
  if (draft.noAllergens) allergens = [];
  else if (draft.allergens.length > 0) allergens = [...draft.allergens];
  return { diet: draft.diet || null, halal: draft.halal, allergens };
}

/**
 * The labels as a meal body carries them: a label still unstated is left out ("not given": Add
 * Meal stores it as not labelled, Meal edit keeps the stored one), never sent as null.
 */
export function labelBody(draft: LabelDraft): {
  diet?: Diet;
  halal: boolean;
  allergens?: Allergen[];
} {
  const { diet, halal, allergens } = labelsOf(draft);
  return { halal, ...(diet ? { diet } : {}), ...(allergens ? { allergens } : {}) };
}

/** Which labels a stored meal lacks (the edit dialog lets those stay unlabelled). */
export function unlabelledOf(labels: MealLabels): Unlabelled {
  return { diet: labels.diet === null, allergens: labels.allergens === null };
}

/** True when the draft's labels equal the stored ones (allergen order does not matter). */
export function sameLabels(stored: MealLabels, draft: LabelDraft): boolean {
  const next = labelsOf(draft);
  const storedAllergens = stored.allergens === null ? null : inLawOrder(stored.allergens);
  return (
    next.diet === stored.diet &&
    next.halal === stored.halal &&
    JSON.stringify(next.allergens) === JSON.stringify(storedAllergens)
  );
}
