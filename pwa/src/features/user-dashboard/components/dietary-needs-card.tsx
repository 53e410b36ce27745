// My Profile's "Dietary needs": diet preference, halal only, allergens to avoid and
// "Hide meals I can't eat". Each change applies at once (no Save button): it is written on the
// device first and synced, so it works offline; the status line says whether it has reached the
// server yet.
import { CloudCheck } from 'lucide-react';
import {
  DIET_PREFERENCE_NAMES,
  DIET_PREFERENCES,
  type DietaryProfileFields,
  type DietPreference,
} from '@hostel/shared-schema';
import { AllergenPicker } from '../../../components/food-labels';
import { WaitingBadge } from '../../../components/sync';
import { Card, Select, Skeleton, Switch } from '../../../components/ui';
import './dietary-needs-card.css';

export type DietaryChoices = DietaryProfileFields;

const NO_PREFERENCE = 'none';
const DIET_OPTIONS = [
  { value: NO_PREFERENCE, label: 'No preference' },
  ...DIET_PREFERENCES.map((diet) => ({ value: diet, label: DIET_PREFERENCE_NAMES[diet] })),
];

export function DietaryNeedsCard({
  value,
  onChange,
  waiting = false,
  saved = true,
}: {
  /** undefined while the profile loads from the device. */
  value: DietaryChoices | undefined;
  onChange: (next: DietaryChoices) => void;
  /** The last change is on the device but not yet on the server. */
  waiting?: boolean;
  /** false: the resident never saved any (no status to show yet). */
  saved?: boolean;
}) {
  return (
    // id: the #dietary-needs target of the warnings' "Change my dietary needs" links.
    <Card
      as="section"
      id="dietary-needs"
      className="dietary-needs"
      aria-labelledby="dietary-needs-title"
    >
      <div className="dietary-needs__head">
        <h2 id="dietary-needs-title" className="dietary-needs__title">
          Dietary needs
        </h2>
        {value && (saved || waiting) && (
          <span className="dietary-needs__status" role="status">
            {waiting ? (
              <>
                <WaitingBadge /> Saved on this device
              </>
            ) : (
              <>
                <CloudCheck aria-hidden size={16} /> Saved
              </>
            )}
          </span>
        )}
      </div>
      <p className="dietary-needs__intro muted">
        Meals that do not fit are marked with a warning wherever they appear.
      </p>
      {!value ? (
        <div className="dietary-needs__loading" aria-busy>
          <Skeleton height={44} />
          <Skeleton height={96} />
        </div>
      ) : (
        <div className="dietary-needs__fields">
          <Select
            label="My diet"
            className="dietary-needs__diet"
            options={DIET_OPTIONS}
            value={value.diet ?? NO_PREFERENCE}
            onChange={(event) => {
              const diet = event.target.value;
              onChange({
                ...value,
                diet: diet === NO_PREFERENCE ? null : (diet as DietPreference),
              });
            }}
          />
          <Switch
            label="Halal only"
            hint="Warn me about meals not marked halal"
            checked={value.halalOnly}
            onCheckedChange={(halalOnly) => onChange({ ...value, halalOnly })}
          />
          <AllergenPicker
            legend="Allergens to avoid"
            hint="Warn me about meals that contain any of these, or whose allergens are not labelled"
            name="avoid"
            value={value.avoid}
            onChange={(avoid) => onChange({ ...value, avoid })}
          />
          <Switch
            className="dietary-needs__hide"
            label="Hide meals I can't eat"
            hint="Leave out meals with a warning instead of marking them"
            checked={value.hideUnsuitable}
            onCheckedChange={(hideUnsuitable) => onChange({ ...value, hideUnsuitable })}
          />
        </div>
      )}
    </Card>
  );
}
