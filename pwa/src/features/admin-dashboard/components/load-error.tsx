// A failed admin read: the server's message and a Try again button (never a blank page).
import { Button, Card } from '../../../components/ui';

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
