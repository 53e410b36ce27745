import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, type Column } from './table';

type Row = { _id: string; title: string; likes: number };

const COLUMNS: Column<Row>[] = [
  { header: 'Meal Title', className: 'dash-table-title', cell: (row) => row.title },
  { header: 'Likes', numeric: true, cell: (row) => row.likes },
];
const ROWS: Row[] = [
  { _id: 'a', title: 'Khichuri', likes: 3 },
  { _id: 'b', title: 'Biryani', likes: 12 },
];

describe('DataTable', () => {
  afterEach(cleanup);

  function table(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
    const { container } = render(
      <DataTable label="Meals" columns={COLUMNS} rows={ROWS} {...props} />,
    );
    return container;
  }

  it('renders column headers and labelled cells with the roles the phone card layout keeps', () => {
    const container = table({ className: 'admin-table' });
    expect(container.firstElementChild?.className).toBe('dash-stack admin-table');
    expect(screen.getByRole('table', { name: 'Meals' }).getAttribute('aria-busy')).toBeNull();
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((th) => [th.textContent, th.getAttribute('scope'), th.className])).toEqual([
      ['Meal Title', 'col', ''],
      ['Likes', 'col', 'num'],
    ]);
    const cells = screen.getAllByRole('cell').slice(0, 2);
    expect(cells.map((td) => [td.textContent, td.dataset.label, td.className])).toEqual([
      ['Khichuri', 'Meal Title', 'dash-table-title'],
      ['3', 'Likes', 'num'],
    ]);
  });

  it.each([
    [0, ['1', '2']],
    [2, ['21', '22']],
  ])('numbers rows across pages of ten in an SL. column (page %i)', (page, numbers) => {
    table({ page });
    expect(screen.getAllByRole('columnheader')[0].textContent).toBe('SL.');
    const serials = screen.getAllByRole('row').slice(1);
    expect(serials.map((row) => row.querySelector('td')?.textContent)).toEqual(numbers);
    expect(serials[0].querySelector('td')?.getAttribute('data-label')).toBe('SL.');
  });

  it('has no SL. column without a page, and no empty class attribute on plain cells', () => {
    table({ columns: [{ header: 'Name', cell: (row) => row.title }] });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name']);
    expect(screen.getAllByRole('cell')[0].hasAttribute('class')).toBe(false);
  });

  it('shows hidden skeleton rows, one cell a column, while rows are undefined', () => {
    const container = table({ rows: undefined, busy: true, page: 0, skeletonRows: 3 });
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    const skeletons = container.querySelectorAll('tbody tr[aria-hidden]');
    expect(skeletons).toHaveLength(3);
    expect(skeletons[0].querySelectorAll('td')).toHaveLength(3);
  });
});
