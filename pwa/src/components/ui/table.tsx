// Table: a scrollable frame with a sticky header for the dense admin tables (LOOK.md "Admin").
// Use normal <thead>/<tbody>/<tr>/<th>/<td> inside; numbers get the `num` class (tabular, right).
// DataTable builds the dashboards' tables from a column list: explicit table roles, labelled
// cells that become cards on phones, skeleton rows while loading, and the spec's SL. numbering.
import type { ReactNode, TableHTMLAttributes } from 'react';
import { TABLE_PAGE_SIZE } from '@hostel/shared-schema';
import { Skeleton } from './skeleton';
import './table.css';

export function Table({
  caption,
  children,
  ...rest
}: TableHTMLAttributes<HTMLTableElement> & { caption?: ReactNode }) {
  return (
    <div className="ui-table-frame">
      <table className="ui-table" {...rest}>
        {caption && <caption className="ui-table__caption">{caption}</caption>}
        {children}
      </table>
    </div>
  );
}

export type Column<Row> = {
  /** The column header, also the cell's phone card label (`data-label`). */
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** Right-aligned tabular figures, on the header and the cells. */
  numeric?: boolean;
  /** Extra class of the body cells only. */
  className?: string;
};

/**
 * Rows carry the project's string `_id` (docs/decisions/0001-api-under-api-on-the-pwa-origin.md),
 * which keys them.
 */
export type DataTableProps<Row extends { _id: string }> = {
  /** The table's accessible name. */
  label: string;
  columns: readonly Column<Row>[];
  /** Undefined while the first load runs: skeleton rows stand in. */
  rows: readonly Row[] | undefined;
  busy?: boolean;
  /** Zero-based page: adds a first 'SL.' column numbering rows across pages. */
  page?: number;
  skeletonRows?: number;
  caption?: ReactNode;
  /** Extra class of the wrapper (e.g. `admin-table` for the dense admin cells). */
  className?: string;
};

const cellClass = (numeric: boolean | undefined, className?: string) =>
  [numeric ? 'num' : '', className ?? ''].filter(Boolean).join(' ') || undefined;

/** The spec's SL. column: 1-based across pages of TABLE_PAGE_SIZE rows. */
function serialColumn<Row>(page: number): Column<Row> {
  return { header: 'SL.', numeric: true, cell: (_, index) => page * TABLE_PAGE_SIZE + index + 1 };
}

// The explicit roles keep the table semantics when the phone layout (table.css, .dash-stack)
// turns rows into cards with `display: block`.
export function DataTable<Row extends { _id: string }>({
  label,
  columns,
  rows,
  busy,
  page,
  skeletonRows,
  caption,
  className,
}: DataTableProps<Row>) {
  const all = page === undefined ? columns : [serialColumn<Row>(page), ...columns];
  return (
    <div className={['dash-stack', className ?? ''].filter(Boolean).join(' ')}>
      <Table role="table" aria-label={label} aria-busy={busy || undefined} caption={caption}>
        <thead>
          <tr role="row">
            {all.map((column) => (
              <th
                key={column.header}
                role="columnheader"
                scope="col"
                className={cellClass(column.numeric)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {!rows ? (
            <TableSkeleton columns={all.length} rows={skeletonRows} />
          ) : (
            rows.map((row, index) => (
              <tr key={row._id} role="row">
                {all.map((column) => (
                  <td
                    key={column.header}
                    role="cell"
                    className={cellClass(column.numeric, column.className)}
                    data-label={column.header}
                  >
                    {column.cell(row, index)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </div>
  );
}

/** Placeholder rows while a table loads (LOOK.md: skeletons, never a blank screen). */
export function TableSkeleton({ columns, rows = 4 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-hidden>
          {Array.from({ length: columns }, (_, column) => (
            <td key={column}>
              <Skeleton height={18} width={column === 0 ? '80%' : '50%'} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
