// A failed admin read: ONE error state in the product's words with a Retry
// button, shown instead of the page's table and count line (never on top of "Loading…" and
// skeleton rows), and never the raw text of a server failure (lib/server-query's loadErrorText).
import { CloudOff, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Card } from '../../../components/ui';
import { isUnreachable, loadErrorText, type ServerQuery } from '../../../lib/server-query';

function LoadError({
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
  const Icon = isUnreachable(error) ? CloudOff : TriangleAlert;
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
  query: Pick<ServerQuery<unknown>, 'error' | 'reload' | 'loading'>,
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
