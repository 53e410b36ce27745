import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LabelFilters, NO_LABEL_FILTERS, type LabelFilterValues } from './label-filters';

function Harness({ onChange }: { onChange: (values: LabelFilterValues) => void }) {
  const [values, setValues] = useState(NO_LABEL_FILTERS);
  return (
    <LabelFilters
      values={values}
      onChange={(next) => {
        setValues(next);
        onChange(next);
      }}
    />
  );
}

describe('All Meals food-label filters', () => {
  afterEach(cleanup);

  it('start empty: any diet, no allergen, not halal only', () => {
    render(<Harness onChange={vi.fn()} />);
    expect((screen.getByLabelText('Diet') as HTMLSelectElement).value).toBe('any');
    expect((screen.getByLabelText('Without allergen') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Halal only') as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('list', { name: 'Allergens left out' })).toBeNull();
  });

  it('pick a diet, halal only and allergens to leave out, each removable', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Diet'), { target: { value: 'vegetarian' } });
    fireEvent.change(screen.getByLabelText('Without allergen'), { target: { value: 'peanuts' } });
    fireEvent.change(screen.getByLabelText('Without allergen'), { target: { value: 'gluten' } });
    fireEvent.click(screen.getByLabelText('Halal only'));
    expect(onChange).toHaveBeenLastCalledWith({
      diet: 'vegetarian',
      halal: true,
      without: ['gluten', 'peanuts'],
    });
    const chips = within(screen.getByRole('list', { name: 'Allergens left out' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'Without cereals containing gluten',
      'Without peanuts',
    ]);
    // A picked allergen is no longer offered; the select returns to its prompt.
    const without = screen.getByLabelText('Without allergen') as HTMLSelectElement;
    expect(without.value).toBe('');
    expect([...without.options].map((option) => option.value)).not.toContain('peanuts');

    fireEvent.click(chips.getByRole('button', { name: 'Remove filter: without peanuts' }));
    expect(onChange).toHaveBeenLastCalledWith({
      diet: 'vegetarian',
      halal: true,
      without: ['gluten'],
    });
  });
});
