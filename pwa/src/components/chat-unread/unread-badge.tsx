// The count of unread chat messages beside a Chat link: a small pill (99+ beyond 99), and words
// for screen readers, so the link reads "Chat, 2 unread". Nothing when all is read.
import './unread-badge.css';

export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <>
      <span className={['unread-badge', className ?? ''].join(' ').trim()} aria-hidden>
        {count > 99 ? '99+' : count}
      </span>
      <span className="visually-hidden">, {count} unread</span>
    </>
  );
}
