// A centred spinner for a whole page or panel that is resolving (session, lazy route chunk).
import { Spinner } from './ui';

export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
      <Spinner size={40} label={label} />
    </div>
  );
}
