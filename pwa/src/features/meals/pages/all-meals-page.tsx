// All meals (spec §2): search, category, price order, total and displayed counts, and an
// infinite list (4 a load, the next one at 80% of the list) ending with 'Yay! You have seen it
// all' or 'No Found match'. Diet, halal and "without allergen…" filters (empty at
// first, so the spec's list is unchanged), and a note while "Hide meals I can't eat" is on. The
// filters live in the address (meal-filters-address.ts), so a reload or a link keeps them.
import { useRef } from 'react';
import { MESSAGES } from '@hostel/shared-schema';
import { HiddenMealsNote } from '../../../components/food-labels';
import { MealCard, MealCardSkeleton } from '../../../components/meal-card/meal-card';
import { listImageLoading } from '../../../components/meal-image';
import { Spinner } from '../../../components/ui';
import { MealFilters } from '../components/meal-filters';
import { useMealFiltersInAddress } from '../hooks/meal-filters-address';
import { useMealsInfinite } from '../hooks/use-meals-infinite';
import { useScrollTrigger } from '../hooks/use-scroll-trigger';
import { usePageTitle } from '../../../lib/use-page-title';
import './meals.css';

export function AllMealsPage() {
  usePageTitle('All Meals');
  const [filters, setFilters] = useMealFiltersInAddress();
  const list = useMealsInfinite(filters);
  const listRef = useRef<HTMLDivElement>(null);
  useScrollTrigger(listRef, list.loadMore, list.hasMore && !list.loading, list.meals.length);

  const firstLoad = list.loading && list.meals.length === 0;
  return (
    <div className="container section all-meals">
      <h1>All Meals</h1>
      <MealFilters filters={filters} onChange={setFilters} />
      {list.hiding && <HiddenMealsNote />}
      <p className="all-meals__counts tabular" aria-live="polite">
        {firstLoad ? (
          'Loading meals…'
        ) : (
          <>
            Showing <strong data-testid="displayed-count">{list.meals.length}</strong> of{' '}
            <strong data-testid="matching-count">{list.count}</strong> matching meals ·{' '}
            <strong data-testid="total-count">{list.total}</strong> meals in total
          </>
        )}
      </p>
      {/* The cards' titles are h3: this keeps the heading order (axe heading-order). */}
      <h2 className="visually-hidden">Meal list</h2>
      <div
        ref={listRef}
        className="meal-grid meal-grid--four"
        aria-busy={list.loading || undefined}
      >
        {list.meals.map((meal, index) => (
          <MealCard key={meal._id} meal={meal} imageLoading={listImageLoading(index)} />
        ))}
        {list.loading && [0, 1, 2, 3].map((n) => <MealCardSkeleton key={`skeleton-${n}`} />)}
      </div>
      <div className="all-meals__end">
        {list.loading && list.meals.length > 0 && <Spinner label="Loading more meals" />}
        {!list.loading && !list.hasMore && (
          <p className="all-meals__end-text">
            {list.count === 0 ? MESSAGES.noMatch : MESSAGES.seenItAll}
          </p>
        )}
      </div>
    </div>
  );
}
