// The food-label rule of the meal form: a diet is required; allergens are stated by
// picking some or ticking "No listed allergens"; only labels the edited meal is stored without may
// stay unlabelled; the draft maps to the stored labels and back.
import { describe, expect, it } from 'vitest';
import type { MealLabels } from '@hostel/shared-schema';
import {
  EMPTY_LABELS,
  LABEL_MESSAGES,
  labelBody,
  labelDraftOf,
  labelErrors,
  labelsOf,
  sameLabels,
  setNoAllergens,
  toggleAllergen,
  unlabelledOf,
  type LabelDraft,
} from './label-draft';

const labelled: LabelDraft = {
  diet: 'chicken',
  halal: true,
  allergens: ['milk'],
  noAllergens: false,
};

describe('the label rule', () => {
  it('refuses an empty draft: a diet and the allergens are required', () => {
    expect(labelErrors(EMPTY_LABELS)).toEqual({
      diet: LABEL_MESSAGES.dietRequired,
      allergens: LABEL_MESSAGES.allergensRequired,
    });
  });

  it('accepts picked allergens or "No listed allergens", never neither', () => {
    expect(labelErrors(labelled)).toEqual({});
    const none = setNoAllergens({ ...labelled, allergens: [] }, true);
    expect(labelErrors(none)).toEqual({});
    expect(labelErrors({ ...labelled, allergens: [] })).toEqual({
      allergens: LABEL_MESSAGES.allergensRequired,
    });
  });

  it('refuses a list that contradicts "No listed allergens"', () => {
    expect(labelErrors({ ...labelled, noAllergens: true })).toEqual({
      allergens: LABEL_MESSAGES.allergensContradict,
    });
  });

  it('lets a label the meal is stored without stay unlabelled, and only that one', () => {
    const unlabelled = unlabelledOf({ diet: null, halal: false, allergens: null });
    expect(labelErrors(EMPTY_LABELS, unlabelled)).toEqual({});
    const dietOnly = unlabelledOf({ diet: null, halal: false, allergens: ['eggs'] });
    expect(labelErrors(EMPTY_LABELS, dietOnly)).toEqual({
      allergens: LABEL_MESSAGES.allergensRequired,
    });
  });
});

describe('chips and the "No listed allergens" box', () => {
  it('keeps the law order, unpicks, and picking clears the box', () => {
    let draft = toggleAllergen(EMPTY_LABELS, 'sesame');
    draft = toggleAllergen(draft, 'gluten');
    expect(draft.allergens).toEqual(['gluten', 'sesame']);
    expect(toggleAllergen(draft, 'gluten').allergens).toEqual(['sesame']);
    const ticked = setNoAllergens(draft, true);
    expect(ticked).toMatchObject({ allergens: [], noAllergens: true });
    expect(toggleAllergen(ticked, 'milk')).toMatchObject({
      allergens: ['milk'],
      noAllergens: false,
    });
  });
});

describe('draft and stored labels', () => {
  it.each<[string, LabelDraft, MealLabels]>([
    ['picked allergens', labelled, { diet: 'chicken', halal: true, allergens: ['milk'] }],
    [
      'no listed allergens',
      { ...labelled, allergens: [], noAllergens: true },
      { diet: 'chicken', halal: true, allergens: [] },
    ],
    ['not labelled', EMPTY_LABELS, { diet: null, halal: false, allergens: null }],
  ])('%s', (_, draft, stored) => {
    expect(labelsOf(draft)).toEqual(stored);
    expect(labelDraftOf(stored)).toEqual(draft);
    expect(sameLabels(stored, draft)).toBe(true);
  });

  it('leaves an unstated label out of a body, and sends an empty list when stated', () => {
    expect(labelBody(EMPTY_LABELS)).toEqual({ halal: false });
    expect(labelBody(setNoAllergens(labelled, true))).toEqual({
      diet: 'chicken',
      halal: true,
      allergens: [],
    });
  });

  it('shows a stored list in law order and sees any change', () => {
    const stored: MealLabels = { diet: 'fish', halal: false, allergens: ['sesame', 'fish'] };
    const draft = labelDraftOf(stored);
    expect(draft.allergens).toEqual(['fish', 'sesame']);
    expect(sameLabels(stored, draft)).toBe(true);
    expect(sameLabels(stored, { ...draft, halal: true })).toBe(false);
    expect(sameLabels(stored, { ...draft, diet: 'beef' })).toBe(false);
    expect(sameLabels(stored, toggleAllergen(draft, 'fish'))).toBe(false);
    expect(sameLabels({ ...stored, allergens: null }, setNoAllergens(draft, true))).toBe(false);
  });
});
