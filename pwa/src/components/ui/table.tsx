// Table: a scrollable frame with a sticky header for the dense admin tables (LOOK.md "Admin").
// Use normal <thead>/<tbody>/<tr>/<th>/<td> inside; numbers get the `num` class (tabular, right).
import type { ReactNode, TableHTMLAttributes } from 'react';
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
