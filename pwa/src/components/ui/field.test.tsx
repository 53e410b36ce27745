import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Input, Select, Textarea } from './field';

describe('form fields', () => {
  afterEach(cleanup);

  it('label the control and announce its error', () => {
    render(<Input label="Meal Title" error="mealTitle is required" />);
    const input = screen.getByLabelText('Meal Title');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('mealTitle is required');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
  });

  it('show a hint when valid', () => {
    render(<Textarea label="Description" hint="A sentence or two" />);
    const textarea = screen.getByLabelText('Description');
    expect(textarea.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(textarea.getAttribute('aria-describedby')!)?.textContent).toBe(
      'A sentence or two',
    );
  });

  it('render select options', () => {
    render(
      <Select
        label="Meal Type"
        options={[
          { value: 'breakfast', label: 'Breakfast' },
          { value: 'lunch', label: 'Lunch' },
        ]}
        defaultValue="lunch"
      />,
    );
    const select = screen.getByLabelText('Meal Type') as HTMLSelectElement;
    expect(select.value).toBe('lunch');
    expect([...select.options].map((option) => option.textContent)).toEqual(['Breakfast', 'Lunch']);
  });
});
