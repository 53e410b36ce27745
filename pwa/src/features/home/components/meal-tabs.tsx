// The home meal tabs of spec §2: breakfast (default), lunch, dinner, allMeals — up to 6 meals of
// the tab's type — and a See All link to /all-meals.
import { Link } from 'react-router-dom';
import { HOME_TABS } from '@hostel/shared-schema';
import { MealCard, MealCardSkeleton, MealGrid } from '../../../components/meal-card/meal-card';
import { Button, Tabs } from '../../../components/ui';
import { paths } from '../../../lib/paths';
import { mealsForTab, useHomeMeals, type HomeTab } from '../hooks/use-home-meals';

const LABELS: Record<HomeTab, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  allMeals: 'All Meals',
};

export function MealTabs() {
  const { meals, loading } = useHomeMeals();
  const items = HOME_TABS.map((tab) => ({
    value: tab,
    label: LABELS[tab],
    content: loading ? (
      <MealGrid busy>
        {[0, 1, 2].map((n) => (
          <MealCardSkeleton key={n} />
        ))}
      </MealGrid>
    ) : (
      <MealGrid>
        {mealsForTab(meals, tab).map((meal) => (
          <MealCard key={meal._id} meal={meal} compact />
        ))}
      </MealGrid>
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
