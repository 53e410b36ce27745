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
import { MealCard, MealGrid } from '../meal-card/meal-card';
import { Badge, Skeleton, StarRating } from '../ui';
import type { PlannedSlot } from '../../db';
import { paths } from '../../lib/paths';
import type { SlotView } from './slot-view';
import { SkipControl } from './skip-control';

type Props = { date: string; view: SlotView; planned?: PlannedSlot; now: number; cards?: boolean };

export function SlotSection({ date, view, planned, now, cards = false }: Props) {
  const plannedMeals = planned?.meals ?? NO_MEALS;
  const { meals, hidden } = useSuitableMeals(plannedMeals, labelsOfMeal);
  // Planned, but its meals have not reached the device yet (a first sync): hold their rows'
  // place instead of saying "Not planned yet".
  const mealsArriving = plannedMeals.length === 0 && (planned?.mealIds.length ?? 0) > 0;
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
      {mealsArriving ? (
        <div className="menu-slot__meals" aria-busy="true" data-testid="slot-meals-arriving">
          {(planned?.mealIds ?? []).map((id) => (
            <Skeleton key={id} height={cards ? 240 : 60} />
          ))}
        </div>
      ) : plannedMeals.length === 0 ? (
        <p className="menu-slot__empty">Not planned yet</p>
      ) : meals.length === 0 ? null : cards ? (
        <MealGrid>
          {meals.map((meal) => (
            <MealCard key={meal._id} meal={meal} />
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
