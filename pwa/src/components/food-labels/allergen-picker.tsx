// Allergen chips to tick: a fieldset of real checkboxes (keyboard, screen readers and forms work
// as usual) drawn as chips, in the law's order. My Profile's "Allergens to avoid" uses it; it
// fits any form that picks allergens.
import { Check } from 'lucide-react';
import { useId } from 'react';
import { ALLERGEN_NAMES, ALLERGENS, type Allergen } from '@hostel/shared-schema';
import './allergen-picker.css';

export function AllergenPicker({
  legend,
  hint,
  value,
  onChange,
  disabled,
  name = 'allergens',
}: {
  legend: string;
  hint?: string;
  value: readonly Allergen[];
  onChange: (next: Allergen[]) => void;
  disabled?: boolean;
  name?: string;
}) {
  const hintId = useId();
  const toggle = (allergen: Allergen, on: boolean) => {
    const next = new Set(value);
    if (on) next.add(allergen);
    else next.delete(allergen);
    // Keep the law's order whatever the click order, so equal choices compare equal.
    onChange(ALLERGENS.filter((item) => next.has(item)));
  };
  return (
    <fieldset
      className="allergen-picker"
      disabled={disabled}
      aria-describedby={hint ? hintId : undefined}
    >
      <legend className="allergen-picker__legend">{legend}</legend>
      {hint && (
        <p id={hintId} className="allergen-picker__hint">
          {hint}
        </p>
      )}
      <div className="allergen-picker__chips">
        {ALLERGENS.map((allergen) => {
          const checked = value.includes(allergen);
          return (
            <label key={allergen} className="allergen-option">
              <input
                type="checkbox"
                name={name}
                value={allergen}
                checked={checked}
                onChange={(event) => toggle(allergen, event.target.checked)}
              />
              <span className="allergen-option__box" aria-hidden>
                {checked && <Check size={14} strokeWidth={3} />}
              </span>
              {ALLERGEN_NAMES[allergen]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
