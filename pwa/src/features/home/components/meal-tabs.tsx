// The home meal tabs of spec §2: breakfast (default), lunch, dinner, allMeals — up to 6 meals of
// the tab's type — and a See All link to /all-meals. With "Hide meals I can't eat" on
// a tab leaves out the meals that do not fit and says how many.
import { Link } from 'react-router-dom';
import { HOME_TABS, type Meal } from '@hostel/shared-schema';
import { HiddenMealsNote } from '../../../components/food-labels';
import { MealCard, MealCardSkeleton, MealGrid } from '../../../components/meal-card/meal-card';
import { listImageLoading } from '../../../components/meal-image';
import { Button, Tabs } from '../../../components/ui';
import { paths } from '../../../lib/paths';
import { useHomeMeals, type HomeTab } from '../hooks/use-home-meals';

const LABELS: Record<HomeTab, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  allMeals: 'All Meals',
};

export function MealTabs() {
  const { home, loading } = useHomeMeals();
  const items = HOME_TABS.map((tab) => ({
    value: tab,
    label: LABELS[tab],
    content:
      loading || !home ? (
        <MealGrid busy>
          {[0, 1, 2].map((n) => (
            <MealCardSkeleton key={n} />
          ))}
        </MealGrid>
      ) : (
        <TabMeals {...home.tabs[tab]} />
      ),
  }));
  return (
    <section className="section container" aria-labelledby="meal-tabs-title">
      <h2 id="meal-tabs-title" className="section-title">
        Meals by Category
      </h2>
      <Tabs items={items} defaultValue="breakfast" label="Meal categories" />
      <div className="home__see-all">
        <Button asChild variant="secondary" size="lg">
          <Link to={paths.allMeals}>See All</Link>
        </Button>
      </div>
    </section>
  );
}

/** A tab's meals: hiding (when on) comes before the limit of 6, so a tab still shows 6. */
function TabMeals({ meals, hidden }: { meals: readonly Meal[]; hidden: number }) {
  return (
    <>
      <HiddenMealsNote hidden={hidden} />
      <MealGrid>
        {meals.map((meal, index) => (
          <MealCard key={meal._id} meal={meal} compact imageLoading={listImageLoading(index)} />
        ))}
      </MealGrid>
    </>
  );
}
