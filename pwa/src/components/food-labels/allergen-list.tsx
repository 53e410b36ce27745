// The allergens of a meal on its details page: one chip per allergen with the law's name in
// text. The ones the resident avoids carry a warning icon and say so to screen readers too.
// An unlabelled meal says "Allergens not labelled"; a meal labelled with none says so.
import { CircleCheck, CircleHelp, TriangleAlert } from 'lucide-react';
import { ALLERGEN_NAMES, type Allergen } from '@hostel/shared-schema';
import './food-labels.css';

export const ALLERGENS_NOT_LABELLED = 'Allergens not labelled';
export const NO_LISTED_ALLERGENS = 'No listed allergens';

export function AllergenList({
  allergens,
  avoid = [],
  headingId = 'allergens-title',
}: {
  allergens: readonly Allergen[] | null;
  avoid?: readonly Allergen[];
  headingId?: string;
}) {
  return (
    <section className="allergen-list" aria-labelledby={headingId}>
      <h2 id={headingId} className="allergen-list__title">
        Allergens
      </h2>
      {allergens === null ? (
        <p className="allergen-list__note allergen-list__note--unknown">
          <CircleHelp aria-hidden size={18} /> {ALLERGENS_NOT_LABELLED}
        </p>
      ) : allergens.length === 0 ? (
        <p className="allergen-list__note">
          <CircleCheck aria-hidden size={18} /> {NO_LISTED_ALLERGENS}
        </p>
      ) : (
        <ul className="allergen-chips">
          {allergens.map((allergen) => {
            const avoided = avoid.includes(allergen);
            return (
              <li
                key={allergen}
                className={`allergen-chip${avoided ? ' allergen-chip--avoided' : ''}`}
                data-allergen={allergen}
              >
                {avoided && <TriangleAlert aria-hidden size={16} />}
                {ALLERGEN_NAMES[allergen]}
                {avoided && <span className="visually-hidden"> (you avoid this)</span>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
