// A failed admin read (issue 17 item 4): ONE error state in the product's words with a Retry
// button, shown instead of the page's table and count line (never on top of "Loading…" and
// skeleton rows), and never the raw text of a server failure.
import { CloudOff, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Card } from '../../../components/ui';
import { ApiError } from '../../../lib/api';
import type { AdminQuery } from '../hooks/use-admin-query';

export const LOAD_ERROR_TEXT = {
  unreachable: 'The server cannot be reached. Check your connection, then retry.',
  server: 'Something went wrong on our side. Please retry in a moment.',
} as const;

/** What to tell the admin: a 4xx carries the server's own clear message; anything else does not. */
export function loadErrorText(error: Error): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return LOAD_ERROR_TEXT.unreachable;
    if (error.status >= 400 && error.status < 500 && error.message) return error.message;
  }
  return LOAD_ERROR_TEXT.server;
}

export function LoadError({
  what,
  error,
  onRetry,
  retrying = false,
}: {
  /** e.g. "the meals": the heading says "We could not load the meals". */
  what: string;
  error: Error;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const unreachable = error instanceof ApiError && error.status === 0;
  const Icon = unreachable ? CloudOff : TriangleAlert;
  return (
    <Card className="admin-error" role="alert">
      <Icon aria-hidden size={28} className="admin-error__icon" />
      <div className="admin-error__text">
        <h2 className="admin-error__title">We could not load {what}</h2>
        <p className="admin-error__message">{loadErrorText(error)}</p>
      </div>
      <Button variant="secondary" onClick={onRetry} loading={retrying}>
        Retry
      </Button>
    </Card>
  );
}

/** The error state of a failed admin query, or undefined while it is fine. */
export function queryFailure(
  query: Pick<AdminQuery<unknown>, 'error' | 'reload' | 'loading'>,
  what: string,
): ReactNode {
  if (!query.error) return undefined;
  return (
    <LoadError
      what={what}
      error={query.error}
      retrying={query.loading}
      onRetry={() => void query.reload()}
    />
  );
}
