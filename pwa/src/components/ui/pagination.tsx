// Pagination of spec §2: Prev, numbered pages, Next; Prev disabled on the first page, Next on the
// last. Pages are zero-based inside (the API's page index) and shown one-based.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import './pagination.css';

export type PaginationProps = {
  /** Zero-based current page. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  label?: string;
};

export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
}: PaginationProps) {
  const count = Math.max(1, pageCount);
  const isFirst = page <= 0;
  const isLast = page >= count - 1;
  return (
    <nav className="ui-pagination" aria-label={label}>
      <button
        type="button"
        className="ui-pagination__step"
        disabled={isFirst}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden size={18} />
        Prev
      </button>
      <ul className="ui-pagination__pages">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <button
              type="button"
              className="ui-pagination__page"
              aria-current={index === page ? 'page' : undefined}
              aria-label={`Page ${index + 1}`}
              onClick={() => onPageChange(index)}
            >
              {index + 1}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="ui-pagination__step"
        disabled={isLast}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRight aria-hidden size={18} />
      </button>
    </nav>
  );
}
