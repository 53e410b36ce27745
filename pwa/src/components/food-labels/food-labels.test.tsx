import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MealLabels } from '@hostel/shared-schema';
import { AllergenList } from './allergen-list';
import { AllergenPicker } from './allergen-picker';
import { MealMarks } from './diet-mark';
import {
  DietaryNeedsContext,
  useMealWarnings,
  useSuitableMeals,
  type DietarySettings,
} from './dietary-needs';
import { DietaryWarning } from './dietary-warning';
import { HiddenMealsNote } from './hidden-meals-note';

const PEANUT_CURRY: MealLabels & { id: string } = {
  id: 'curry',
  diet: 'vegetarian',
  halal: true,
  allergens: ['peanuts', 'milk'],
};
const FISH_FRY: MealLabels & { id: string } = {
  id: 'fish',
  diet: 'fish',
  halal: true,
  allergens: ['fish'],
};
const UNLABELLED: MealLabels & { id: string } = {
  id: 'old',
  diet: null,
  halal: false,
  allergens: null,
};

function withNeeds(settings: DietarySettings, node: React.ReactNode) {
  return (
    <MemoryRouter>
      <DietaryNeedsContext.Provider value={settings}>{node}</DietaryNeedsContext.Provider>
    </MemoryRouter>
  );
}

function WarningOf({ meal }: { meal: MealLabels }) {
  return <DietaryWarning warnings={useMealWarnings(meal)} />;
}

function SuitableList({ meals }: { meals: (MealLabels & { id: string })[] }) {
  const shown = useSuitableMeals(meals, (meal) => meal);
  return (
    <>
      <HiddenMealsNote hidden={shown.hidden} />
      <ul aria-label="meals">
        {shown.meals.map((meal) => (
          <li key={meal.id}>{meal.id}</li>
        ))}
      </ul>
    </>
  );
}

describe('diet and halal marks', () => {
  afterEach(cleanup);

  it('names the diet and halal in text, not by colour alone', () => {
    const { container } = render(<MealMarks labels={PEANUT_CURRY} />);
    expect(container.textContent).toBe('Diet: VegetarianHalal');
    expect(screen.getByText('Vegetarian')).toBeTruthy();
    expect(screen.getByText('Halal')).toBeTruthy();
    expect(container.querySelector('[data-diet="vegetarian"] svg')).toBeTruthy();
  });

  it('says a meal without a diet label is not labelled, and shows no halal mark', () => {
    const { container } = render(<MealMarks labels={UNLABELLED} />);
    expect(container.textContent).toBe('Diet not labelled');
  });

  it('keeps the name for screen readers and as a tooltip when drawn as an icon', () => {
    render(<MealMarks labels={FISH_FRY} iconOnly />);
    expect(screen.getByTitle('Fish').textContent).toBe('Diet: Fish');
    expect(screen.getByTitle('Halal').textContent).toBe('Halal');
  });
});

describe('allergens on the details page', () => {
  afterEach(cleanup);

  it('lists each allergen by its name and says which ones the resident avoids', () => {
    render(<AllergenList allergens={['gluten', 'peanuts']} avoid={['peanuts']} />);
    const list = screen.getByRole('region', { name: 'Allergens' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Cereals containing gluten',
      'Peanuts (you avoid this)',
    ]);
    expect(items[1].className).toContain('allergen-chip--avoided');
    expect(items[1].querySelector('svg')).toBeTruthy();
  });

  it('tells "not labelled" apart from "no listed allergens"', () => {
    render(<AllergenList allergens={null} />);
    expect(screen.getByText('Allergens not labelled')).toBeTruthy();
    cleanup();
    render(<AllergenList allergens={[]} />);
    expect(screen.getByText('No listed allergens')).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});

describe('personal warnings', () => {
  afterEach(cleanup);

  it('warns with the fit rule’s words on a meal that does not fit', () => {
    render(
      withNeeds(
        { needs: { avoid: ['peanuts'], halalOnly: true }, hideUnsuitable: false },
        <>
          <WarningOf meal={PEANUT_CURRY} />
          <WarningOf meal={UNLABELLED} />
        </>,
      ),
    );
    const warnings = screen.getAllByTestId('dietary-warning');
    expect(warnings.map((warning) => warning.textContent)).toEqual([
      'Warning: Contains peanuts',
      'Warning: Not halal · Allergens not labelled',
    ]);
  });

  it('shows nothing for a meal that fits, or for a resident without needs', () => {
    render(
      withNeeds(
        { needs: { diet: 'fish', avoid: ['milk'] }, hideUnsuitable: true },
        <WarningOf meal={FISH_FRY} />,
      ),
    );
    expect(screen.queryByTestId('dietary-warning')).toBeNull();
    cleanup();
    render(withNeeds({ needs: {}, hideUnsuitable: false }, <WarningOf meal={UNLABELLED} />));
    expect(screen.queryByTestId('dietary-warning')).toBeNull();
  });

  it('offers the way to change the needs on the details page', () => {
    render(
      <MemoryRouter>
        <DietaryWarning variant="block" warnings={['Contains peanuts', 'Not halal']} />
      </MemoryRouter>,
    );
    const box = screen.getByRole('region', { name: 'Not for your dietary needs' });
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Contains peanuts', 'Not halal']);
    expect(
      within(box).getByRole('link', { name: 'Change my dietary needs' }).getAttribute('href'),
    ).toBe('/dashboard/my-profile#dietary-needs');
  });
});

describe('"Hide meals I can\'t eat"', () => {
  afterEach(cleanup);
  const meals = [PEANUT_CURRY, FISH_FRY, UNLABELLED];
  const shownIds = () =>
    within(screen.getByRole('list', { name: 'meals' }))
      .queryAllByRole('listitem')
      .map((item) => item.textContent);

  it('keeps every meal (marked) while hiding is off', () => {
    render(
      withNeeds(
        { needs: { avoid: ['peanuts'] }, hideUnsuitable: false },
        <SuitableList meals={meals} />,
      ),
    );
    expect(shownIds()).toEqual(['curry', 'fish', 'old']);
    expect(screen.queryByTestId('hidden-meals-note')).toBeNull();
  });

  it('leaves out the meals with a warning when on, and says how many', () => {
    render(
      withNeeds(
        { needs: { avoid: ['peanuts'] }, hideUnsuitable: true },
        <SuitableList meals={meals} />,
      ),
    );
    expect(shownIds()).toEqual(['fish']);
    expect(screen.getByTestId('hidden-meals-note').textContent).toBe(
      "2 meals you can't eat are hidden · change in My Profile",
    );
  });

  it('hides nothing for a resident without needs even when on', () => {
    render(withNeeds({ needs: {}, hideUnsuitable: true }, <SuitableList meals={meals} />));
    expect(shownIds()).toEqual(['curry', 'fish', 'old']);
  });
});

describe('AllergenPicker', () => {
  afterEach(cleanup);

  it('ticks allergens as labelled checkboxes and answers them in the law’s order', () => {
    const onChange = vi.fn();
    render(<AllergenPicker legend="Allergens to avoid" value={['sesame']} onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Allergens to avoid' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(14);
    expect((screen.getByLabelText('Sesame') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Peanuts'));
    expect(onChange).toHaveBeenLastCalledWith(['peanuts', 'sesame']);
    fireEvent.click(screen.getByLabelText('Sesame'));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
