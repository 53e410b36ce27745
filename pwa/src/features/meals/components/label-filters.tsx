// The food-label filters of All Meals, beside the spec's search, category and sort:
// a diet ("Suits: Vegetarian" = meals a vegetarian can eat), halal only, and "without allergen…"
// (a native select that adds removable chips, easy on phones and with screen readers). They
// start empty, so the spec's list is unchanged until the resident picks one. "Clear filters"
// (meal-filters.tsx) clears these with the rest.
import { X } from 'lucide-react';
import {
  ALLERGEN_NAMES,
  ALLERGENS,
  DIET_PREFERENCE_NAMES,
  DIET_PREFERENCES,
  type Allergen,
  type DietPreference,
} from '@hostel/shared-schema';
import { Select } from '../../../components/ui';

export type LabelFilterValues = {
  diet: DietPreference | null;
  halal: boolean;
  without: Allergen[];
};

export const NO_LABEL_FILTERS: LabelFilterValues = { diet: null, halal: false, without: [] };

const ANY = 'any';
const DIET_OPTIONS = [
  { value: ANY, label: 'Any diet' },
  ...DIET_PREFERENCES.map((diet) => ({ value: diet, label: DIET_PREFERENCE_NAMES[diet] })),
];
const PICK = '';

export function LabelFilters({
  values,
  onChange,
}: {
  values: LabelFilterValues;
  onChange: (next: LabelFilterValues) => void;
}) {
  const remaining = ALLERGENS.filter((allergen) => !values.without.includes(allergen));
  const withoutOptions = [
    { value: PICK, label: 'Pick one…' },
    ...remaining.map((allergen) => ({ value: allergen, label: ALLERGEN_NAMES[allergen] })),
  ];
  const setWithout = (next: Set<Allergen>) =>
    onChange({ ...values, without: ALLERGENS.filter((allergen) => next.has(allergen)) });

  return (
    <div className="label-filters">
      <Select
        label="Diet"
        options={DIET_OPTIONS}
        value={values.diet ?? ANY}
        onChange={(event) => {
          const diet = event.target.value;
          onChange({ ...values, diet: diet === ANY ? null : (diet as DietPreference) });
        }}
      />
      <Select
        label="Without allergen"
        options={withoutOptions}
        value={PICK}
        disabled={remaining.length === 0}
        onChange={(event) => {
          const allergen = event.target.value as Allergen;
          if (allergen) setWithout(new Set([...values.without, allergen]));
        }}
      />
      <label className="label-filters__halal">
        <input
          type="checkbox"
          checked={values.halal}
          onChange={(event) => onChange({ ...values, halal: event.target.checked })}
        />
        Halal only
      </label>
      {values.without.length > 0 && (
        <ul className="label-filters__chips" aria-label="Allergens left out">
          {values.without.map((allergen) => (
            <li key={allergen}>
              <button
                type="button"
                className="label-filters__chip"
                aria-label={`Remove filter: without ${ALLERGEN_NAMES[allergen].toLowerCase()}`}
                onClick={() =>
                  setWithout(new Set(values.without.filter((item) => item !== allergen)))
                }
              >
                Without {ALLERGEN_NAMES[allergen].toLowerCase()}
                <X aria-hidden size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
