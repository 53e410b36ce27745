// The meal form's food labels: a diet select, a halal switch, the 14 allergen chips
// (toggle buttons: aria-pressed and a tick, never colour alone) and the "No listed allergens"
// box, which clears and disables the chips. The rule and its messages live in label-draft.ts.
import { Check } from 'lucide-react';
import { useId } from 'react';
import { ALLERGEN_NAMES, ALLERGENS, DIET_NAMES, DIETS } from '@hostel/shared-schema';
import { Select, Switch } from '../../../components/ui';
import {
  NO_ALLERGENS_LABEL,
  setNoAllergens,
  toggleAllergen,
  type LabelDraft,
  type LabelErrors,
} from './label-draft';
import './label-fields.css';

export type LabelFieldsProps = {
  value: LabelDraft;
  onChange: (next: LabelDraft) => void;
  errors: LabelErrors;
  idPrefix: string;
  /** The edited meal is stored without a diet: the select offers "Not labelled yet". */
  dietMayStayUnlabelled?: boolean;
};

export function LabelFields({
  value,
  onChange,
  errors,
  idPrefix,
  dietMayStayUnlabelled,
}: LabelFieldsProps) {
  const allergensId = useId();
  const errorId = `${allergensId}-error`;
  const dietOptions = [
    { value: '', label: dietMayStayUnlabelled ? 'Not labelled yet' : 'Choose a diet' },
    ...DIETS.map((diet) => ({ value: diet, label: DIET_NAMES[diet] })),
  ];
  const stated = value.noAllergens || value.allergens.length > 0;
  return (
    <>
      <Select
        id={`${idPrefix}-diet`}
        label="Diet"
        value={value.diet}
        options={dietOptions}
        error={errors.diet}
        onChange={(event) => onChange({ ...value, diet: event.target.value as LabelDraft['diet'] })}
      />
      <Switch
        id={`${idPrefix}-halal`}
        className="meal-labels__halal"
        label="Halal"
        hint="Prepared to halal rules"
        checked={value.halal}
        onCheckedChange={(halal) => onChange({ ...value, halal })}
      />
      <fieldset
        className={[
          'meal-labels__allergens',
          'meal-form__wide',
          errors.allergens ? 'is-invalid' : '',
        ]
          .join(' ')
          .trim()}
        aria-invalid={errors.allergens ? true : undefined}
        aria-describedby={errors.allergens ? errorId : undefined}
      >
        <legend className="meal-labels__legend">
          Allergens
          {!stated && !errors.allergens && (
            <span className="meal-labels__status">Not labelled yet</span>
          )}
        </legend>
        <ul className="meal-labels__chips">
          {ALLERGENS.map((allergen) => {
            const pressed = value.allergens.includes(allergen);
            return (
              <li key={allergen}>
                <button
                  type="button"
                  className="meal-labels__chip"
                  aria-pressed={pressed}
                  disabled={value.noAllergens}
                  onClick={() => onChange(toggleAllergen(value, allergen))}
                >
                  {pressed && <Check aria-hidden size={16} />}
                  {ALLERGEN_NAMES[allergen]}
                </button>
              </li>
            );
          })}
        </ul>
        <label className="meal-labels__none">
          <input
            type="checkbox"
            checked={value.noAllergens}
            onChange={(event) => onChange(setNoAllergens(value, event.target.checked))}
          />
          {NO_ALLERGENS_LABEL}
        </label>
        {errors.allergens && (
          <span id={errorId} className="ui-field__error" role="alert">
            {errors.allergens}
          </span>
        )}
      </fieldset>
    </>
  );
}
