// A failed admin read: the server's message and a Try again button (never a blank page).
import { Button, Card } from '../../../components/ui';
import type { AdminQuery } from '../hooks/use-admin-query';

export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Card className="admin-error" role="alert">
      <span>{error.message}</span>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Card>
  );
}

/** The load error of an admin query, if it failed; Try again reloads it. */
export function QueryError({ query }: { query: Pick<AdminQuery<unknown>, 'error' | 'reload'> }) {
  return query.error ? <LoadError error={query.error} onRetry={() => void query.reload()} /> : null;
}
