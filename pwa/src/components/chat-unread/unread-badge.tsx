// The count of unread chat messages beside a Chat link: a small pill (99+ beyond 99), and words
// for screen readers after the link's text, so the link reads "Chat (2 unread)". Nothing when all
// is read. Where the pill sits before the text (on the tab bar's icon), the words are placed
// apart with UnreadWords.
import './unread-badge.css';

export function UnreadBadge({
  count,
  className,
  spoken = true,
}: {
  count: number;
  className?: string;
  /** false: the pill only (UnreadWords says it elsewhere). */
  spoken?: boolean;
}) {
  if (count <= 0) return null;
  return (
    <>
      <span className={['unread-badge', className ?? ''].join(' ').trim()} aria-hidden>
        {count > 99 ? '99+' : count}
      </span>
      {spoken && <UnreadWords count={count} />}
    </>
  );
}

export function UnreadWords({ count }: { count: number }) {
  return count > 0 ? <span className="visually-hidden"> ({count} unread)</span> : null;
}
