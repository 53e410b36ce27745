import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TablePage } from './table-page';

describe('TablePage', () => {
  afterEach(cleanup);

  const page = (props: Partial<Parameters<typeof TablePage>[0]> = {}) =>
    render(
      <TablePage
        title="All Meals"
        countLine="Total Meals: 12"
        table={<table aria-label="Meals" />}
        pagination={{ count: 12, page: 0, onPageChange: vi.fn(), label: 'Meal pages' }}
        {...props}
      >
        <p>dialogs</p>
      </TablePage>,
    );

  it('shows the title, the count line, the table, the pagination and then the children', () => {
    const { container } = page({ toolbar: <button type="button">Add Meal</button> });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('All Meals');
    expect(container.querySelector('.dash-page__count')?.textContent).toBe('Total Meals: 12');
    expect(screen.getByRole('button', { name: 'Add Meal' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Meals' })).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Meal pages' });
    // 12 rows: two pages of ten.
    expect(pages.querySelectorAll('li')).toHaveLength(2);
    expect(container.firstElementChild?.lastElementChild?.textContent).toBe('dialogs');
  });

  it('shows the empty state in a card instead of the table, and no pagination at count 0', () => {
    const { container } = page({
      empty: <p>No reviews yet.</p>,
      pagination: { count: 0, page: 0, onPageChange: vi.fn(), label: 'Review pages' },
    });
    expect(container.querySelector('.ui-card.dash-empty')?.textContent).toBe('No reviews yet.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
