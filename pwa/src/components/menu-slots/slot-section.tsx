// One slot of a day on the menu: its name and serving time, "Next" or "Served", its meals and
// the Skip control. `cards` shows the app's full meal cards (the /menu page); otherwise a
// compact row per meal (Today on the home page, read in a queue on a phone). Every
// meal carries its diet and halal marks and the resident's warning; hiding applies here too.
import { Link } from 'react-router-dom';
import type { Meal } from '@hostel/shared-schema';
import {
  DietaryWarning,
  HiddenMealsNote,
  MealMarks,
  useMealWarnings,
  useSuitableMeals,
} from '../food-labels';
import { MealCard, MealCardSkeleton, MealGrid } from '../meal-card/meal-card';
import { Badge, Skeleton, StarRating } from '../ui';
import type { PlannedSlot } from '../../db';
import { paths } from '../../lib/paths';
import type { SlotView } from './slot-view';
import { SkipControl } from './skip-control';

type Props = {
  date: string;
  view: SlotView;
  planned?: PlannedSlot;
  now: number;
  cards?: boolean;
  /** The menu may still be arriving (a first sync): a slot without a plan yet holds a place. */
  settling?: boolean;
  /** The meals may still be arriving (a first sync): a planned meal not here yet holds its place. */
  mealsArriving?: boolean;
  /** The page's first slot: its first card's picture can be the largest paint (priority). */
  first?: boolean;
};

export function SlotSection({
  date,
  view,
  planned,
  now,
  cards = false,
  settling = false,
  mealsArriving = false,
  first = false,
}: Props) {
  const plannedMeals = planned?.meals ?? NO_MEALS;
  const { meals, hidden } = useSuitableMeals(plannedMeals, labelsOfMeal);
  // Planned, but its meals have not reached the device yet, or the plan itself may still be on
  // its way (a first sync): hold the meals' place, at their size, instead of saying "Not planned
  // yet" and pushing the later slots down when they arrive.
  const plannedCount = planned?.mealIds.length ?? 0;
  const placesHeld = plannedMeals.length > 0 ? 0 : plannedCount || (settling && !planned ? 1 : 0);
  // Some of the planned meals are here and the rest may be on their way: theirs too.
  const stillArriving =
    plannedMeals.length > 0 && mealsArriving ? Math.max(0, plannedCount - plannedMeals.length) : 0;
  const state = view.served ? 'served' : view.next ? 'next' : 'later';
  return (
    <section
      className={`menu-slot menu-slot--${state}`}
      aria-labelledby={`slot-${date}-${view.slot}`}
      data-slot={view.slot}
      data-state={state}
    >
      <header className="menu-slot__head">
        <h3 id={`slot-${date}-${view.slot}`} className="menu-slot__title">
          {view.label}
        </h3>
        <span className="menu-slot__time tabular">{view.serveAt}</span>
        {state === 'next' && <Badge tone="accent">Next</Badge>}
        {state === 'served' && <Badge>Served</Badge>}
      </header>
      <HiddenMealsNote hidden={hidden} />
      {placesHeld > 0 ? (
        <div className="menu-slot__meals" aria-busy="true" data-testid="slot-meals-arriving">
          {cards ? (
            <MealGrid busy>
              {Array.from({ length: placesHeld }, (_, index) => (
                <MealCardSkeleton key={index} />
              ))}
            </MealGrid>
          ) : (
            Array.from({ length: placesHeld }, (_, index) => <Skeleton key={index} height={60} />)
          )}
        </div>
      ) : plannedMeals.length === 0 ? (
        <p className="menu-slot__empty">Not planned yet</p>
      ) : meals.length === 0 ? null : cards ? (
        <MealGrid busy={stillArriving > 0}>
          {meals.map((meal, index) => (
            <MealCard
              key={meal._id}
              meal={meal}
              imageLoading={index > 0 ? 'lazy' : first ? 'priority' : 'eager'}
            />
          ))}
          {Array.from({ length: stillArriving }, (_, index) => (
            <MealCardSkeleton key={`arriving-${index}`} />
          ))}
        </MealGrid>
      ) : (
        <ul className="menu-slot__meals">
          {meals.map((meal) => (
            <MenuMealRow key={meal._id} meal={meal} />
          ))}
        </ul>
      )}
      {!view.served && (
        <SkipControl
          date={date}
          slot={view.slot}
          label={`${view.label.toLowerCase()}`}
          cutoff={view.cutoff}
          cutoffText={view.cutoffText}
          now={now}
        />
      )}
    </section>
  );
}

const NO_MEALS: Meal[] = [];
const labelsOfMeal = (meal: Meal) => meal;

function MenuMealRow({ meal }: { meal: Meal }) {
  const warnings = useMealWarnings(meal);
  return (
    <li>
      <Link to={paths.meal(meal._id)} className="menu-meal">
        <img src={meal.mealImage} alt="" width={56} height={56} loading="lazy" />
        <span className="menu-meal__title">{meal.mealTitle}</span>
        <span className="menu-meal__facts">
          <StarRating value={meal.rating} />
          <MealMarks labels={meal} iconOnly />
        </span>
      </Link>
      <DietaryWarning warnings={warnings} />
    </li>
  );
}
