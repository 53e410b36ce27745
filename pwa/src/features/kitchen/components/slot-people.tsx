// One slot's people for the cooks: the plates per dish (the expected residents each dish fits,
// and how many it does not), the expected residents per diet, halal and allergen, and on demand
// their names with what each keeps to (a dialog that loads them only when opened).
import { Users } from 'lucide-react';
import { useState } from 'react';
import {
  ALLERGEN_NAMES,
  DIET_PREFERENCE_NAMES,
  dayLabel,
  type KitchenSlotRow,
} from '@hostel/shared-schema';
import { Badge, Button, Dialog, Spinner } from '../../../components/ui';
import { counted } from '../../../lib/format';
import { useKitchenPeople } from '../hooks/use-kitchen';

const LABEL: Record<string, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' };

export function SlotDishes({ row }: { row: KitchenSlotRow }) {
  if (row.dishes.length === 0 && row.mealTitles.length === 0) {
    return <p className="muted">Nothing planned</p>;
  }
  const live = new Set(row.dishes.map((dish) => dish.title));
  return (
    <ul className="slot-dishes">
      {row.dishes.map((dish) => (
        <li key={dish.mealId}>
          <span className="slot-dishes__title">{dish.title}</span>{' '}
          <strong className="tabular">{counted(dish.plates, 'plate', 'plates')}</strong>
          {dish.unfit > 0 && (
            <span className="muted">
              {' '}
              ({counted(dish.unfit, 'resident', 'residents')} can't eat it)
            </span>
          )}
        </li>
      ))}
      {row.mealTitles
        .filter((title) => !live.has(title))
        .map((title, index) => (
          <li key={`${title}${index}`} className="muted">
            {title}
          </li>
        ))}
    </ul>
  );
}

/** "Vegetarian 2 · Halal only 1 · Avoid milk 1": the expected residents' needs, counted. */
export function SlotNeeds({ row }: { row: KitchenSlotRow }) {
  const needs = [
    ...row.diets.map((group) => `${DIET_PREFERENCE_NAMES[group.diet]}: ${group.count}`),
    ...(row.halalOnly > 0 ? [`Halal only: ${row.halalOnly}`] : []),
    ...row.allergens.map(
      (group) => `Avoid ${ALLERGEN_NAMES[group.allergen].toLowerCase()}: ${group.count}`,
    ),
  ];
  if (needs.length === 0) return <p className="muted slot-needs">No special diets</p>;
  return (
    <ul className="slot-needs" aria-label="Diets and allergies of the residents expected">
      {needs.map((need) => (
        <li key={need}>
          <Badge>{need}</Badge>
        </li>
      ))}
    </ul>
  );
}

export function WhoIsExpected({ row }: { row: KitchenSlotRow }) {
  const [open, setOpen] = useState(false);
  const people = useKitchenPeople(row.date, row.slot, open);
  const title = `${LABEL[row.slot]}, ${dayLabel(row.date)}`;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={`Expected at ${title}`}
      description={counted(row.expected, 'resident', 'residents')}
      size="md"
      trigger={
        <Button
          size="sm"
          variant="secondary"
          icon={<Users aria-hidden size={16} />}
          disabled={row.expected === 0}
          data-print="hide"
        >
          Who<span className="visually-hidden"> is expected at {title}</span>
        </Button>
      }
    >
      {people.errorText ? (
        <p role="alert">{people.errorText}</p>
      ) : !people.data ? (
        <Spinner label="Loading the residents" />
      ) : (
        <ul className="slot-people">
          {people.data.people.map((person) => (
            <li key={person.email}>
              <span className="slot-people__name">{person.name}</span>
              <span className="muted slot-people__needs">
                {[
                  person.diet && DIET_PREFERENCE_NAMES[person.diet],
                  person.halalOnly && 'Halal only',
                  ...person.avoid.map((allergen) => `No ${ALLERGEN_NAMES[allergen].toLowerCase()}`),
                ]
                  .filter(Boolean)
                  .join(' · ') || 'No special diet'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
