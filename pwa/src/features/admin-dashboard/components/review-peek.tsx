// One review on the All Reviews table, as the admin who moderates it needs it: a line of its text
// that opens (a native disclosure, keyboard and screen-reader ready) on the whole text with its
// author, stars and date. `quoteOf` shortens a long review for the delete confirmation.
import type { AggregatedReviewRow } from '@hostel/shared-schema';
import { StarRating } from '../../../components/ui';
import { formatDate } from '../../../lib/format';

const QUOTE_LENGTH = 160;

/** The review as quoted in a confirmation: whole, or its first words and an ellipsis. */
export function quoteOf(text: string): string {
  if (text.length <= QUOTE_LENGTH) return text;
  const cut = text.slice(0, QUOTE_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : QUOTE_LENGTH)}…`;
}

export function ReviewPeek({ row }: { row: AggregatedReviewRow }) {
  return (
    <details className="review-peek">
      <summary>
        <span className="review-peek__line">{row.review}</span>
        <span className="visually-hidden"> (review by {row.name})</span>
      </summary>
      <p className="review-peek__by muted">
        <StarRating value={row.rating} /> {row.name} · {row.email} ·{' '}
        <time dateTime={new Date(row.postTime).toISOString()}>{formatDate(row.postTime)}</time>
      </p>
    </details>
  );
}
