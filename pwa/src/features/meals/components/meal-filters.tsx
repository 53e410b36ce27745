// Search by name, category and price order for the meal list (spec §2), then the food-label
// filters, "Hide meals I can't eat" for a signed-in resident, and "Clear filters", which brings
// every one of them back to the spec's plain list. The search applies as the user types, after a
// short pause, so each keystroke does not start a new query; a search changed from elsewhere
// (Clear filters, Back, a link) shows in the box.
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { HideUnsuitableSwitch } from '../../../components/food-labels';
import { Button, Input, Select } from '../../../components/ui';
import { isFiltered, NO_MEAL_FILTERS } from '../hooks/meal-filters-address';
import type { MealFilters as Filters } from '../hooks/use-meals-infinite';
import { LabelFilters } from './label-filters';

const CATEGORY_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'breakfast', label: 'Breakfast' },
  { value: 'lunch', label: 'Lunch' },
  { value: 'dinner', label: 'Dinner' },
] as const;
const SORT_OPTIONS = [
  { value: 'l2h', label: 'Low to high' },
  { value: 'h2l', label: 'High to low' },
] as const;
const SEARCH_PAUSE_MS = 300;

export function MealFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (next: Filters) => void;
}) {
  const [text, setText] = useState(filters.search);
  /** The search this box last applied: a different one came from elsewhere. */
  const applied = useRef(filters.search);
  useEffect(() => {
    if (filters.search === applied.current) return;
    applied.current = filters.search;
    setText(filters.search);
  }, [filters.search]);
  const apply = (search: string) => {
    applied.current = search;
    onChange({ ...filters, search });
  };
  useEffect(() => {
    if (text === filters.search) return;
    const timer = setTimeout(() => {
      applied.current = text;
      onChange({ ...filters, search: text });
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, filters, onChange]);

  return (
    <form
      className="meal-filters"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        apply(text);
      }}
    >
      <div className="meal-filters__search">
        <Search aria-hidden size={20} />
        <Input
          label="Search meals by name"
          hideLabel
          type="search"
          placeholder="Search meals by name"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <Select
        label="Category"
        options={CATEGORY_OPTIONS}
        value={filters.category}
        onChange={(event) =>
          onChange({ ...filters, category: event.target.value as Filters['category'] })
        }
      />
      <Select
        label="Sort by price"
        options={SORT_OPTIONS}
        value={filters.sbp}
        onChange={(event) => onChange({ ...filters, sbp: event.target.value as Filters['sbp'] })}
      />
      <LabelFilters
        values={{ diet: filters.diet, halal: filters.halal, without: filters.without }}
        onChange={(labels) => onChange({ ...filters, ...labels })}
      />
      <div className="meal-filters__end">
        <HideUnsuitableSwitch className="meal-filters__hide" />
        {(isFiltered(filters) || text !== '') && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            icon={<X aria-hidden size={16} />}
            onClick={() => {
              applied.current = '';
              setText('');
              onChange(NO_MEAL_FILTERS);
            }}
          >
            Clear filters
          </Button>
        )}
      </div>
    </form>
  );
}
