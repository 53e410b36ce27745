// The frame shared by the dashboards' table pages (spec §2): a title with its count line and an
// optional toolbar, an optional notice (a load error), the table or an empty-state card, the
// pagination once there is something to page, then the page's dialogs. A failed load shows its
// error state alone: no count line, no table or skeleton behind it, no pagination.
import type { ReactNode } from 'react';
import { TABLE_PAGE_SIZE } from '@hostel/shared-schema';
import { Card, Pagination } from '../ui';
import './dashboard-page.css';

export type TablePageProps = {
  title: string;
  /** 'Total Meals: 12', or a loading text while the first load runs. */
  countLine: ReactNode;
  toolbar?: ReactNode;
  notice?: ReactNode;
  /** The load failed: this error state replaces the count line, table and pagination. */
  failure?: ReactNode;
  /** Shown in a card instead of the table when set (the page decides when it is empty). */
  empty?: ReactNode;
  table: ReactNode;
  /** Pages of TABLE_PAGE_SIZE rows; shown once `count` (all rows, every page) is above 0. */
  pagination?: {
    count: number;
    /** Zero-based. */
    page: number;
    onPageChange: (page: number) => void;
    label: string;
  };
  /** Dialogs and other page-level pieces, after the pagination. */
  children?: ReactNode;
};

export function TablePage({
  title,
  countLine,
  toolbar,
  notice,
  failure,
  empty,
  table,
  pagination,
  children,
}: TablePageProps) {
  return (
    <div className="dash-page">
      <div className="dash-page__head">
        <div>
          <h1 className="dash-page__title">{title}</h1>
          {!failure && <p className="dash-page__count muted tabular">{countLine}</p>}
        </div>
        {toolbar}
      </div>
      {notice}
      {failure ?? (empty ? <Card className="dash-empty">{empty}</Card> : table)}
      {!failure && pagination && pagination.count > 0 && (
        <Pagination
          page={pagination.page}
          pageCount={Math.ceil(pagination.count / TABLE_PAGE_SIZE)}
          onPageChange={pagination.onPageChange}
          label={pagination.label}
        />
      )}
      {children}
    </div>
  );
}
