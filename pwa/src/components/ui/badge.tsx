// Badge: a small status label (meal type, request status, "waiting to sync", package tier).
import type { ReactNode } from 'react';
import './badge.css';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'error' | 'info';

export function Badge({
  tone = 'neutral',
  children,
  title,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  title?: string;
}) {
  return (
    <span className={`ui-badge ui-badge--${tone}`} title={title}>
      {children}
    </span>
  );
}
