// Skip a slot, or undo the skip, before its cut-off. Offline-first: the tap is
// written on the device at once and shows a clock until the server has it; the server judges the
// cut-off and a late one comes back refused with its reason (a toast from SyncNotices).
// Without a package the button is disabled and says why.
import { Undo2 } from 'lucide-react';
import { badgeTier, type MealType } from '@hostel/shared-schema';
import { useAuth } from '../../app/auth';
import { WaitingBadge } from '../sync';
import { Badge, Button, toast } from '../ui';
import { setSkip, useSkipState } from '../../db';

const NO_PACKAGE_REASON = 'Skipping a meal needs a package';

type Props = {
  date: string;
  slot: MealType;
  label: string;
  cutoff: number;
  cutoffText: string;
  now: number;
};

export function SkipControl({ date, slot, label, cutoff, cutoffText, now }: Props) {
  const { user } = useAuth();
  const { skipped, waiting } = useSkipState(date, slot);
  if (!user) return null;
  const open = now < cutoff;

  const toggle = async () => {
    try {
      await setSkip(date, slot, !skipped);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Something went wrong!');
    }
  };

  if (!badgeTier(user.badge)) {
    return (
      <div className="skip-control">
        <Button size="sm" variant="secondary" disabled aria-describedby={`skip-${date}-${slot}`}>
          Skip
        </Button>
        <span id={`skip-${date}-${slot}`} className="skip-control__note">
          {NO_PACKAGE_REASON}
        </span>
      </div>
    );
  }
  if (skipped) {
    return (
      <div className="skip-control">
        <Badge tone="info">Skipped</Badge>
        {waiting && <WaitingBadge />}
        {open ? (
          <Button size="sm" variant="ghost" onClick={toggle} aria-label={`Undo skip of ${label}`}>
            <Undo2 aria-hidden size={16} />
            Undo
          </Button>
        ) : (
          <span className="skip-control__note">Cut-off passed</span>
        )}
      </div>
    );
  }
  if (!open) return <span className="skip-control__note">Skip closed at {cutoffText}</span>;
  return (
    <div className="skip-control">
      <Button size="sm" variant="secondary" onClick={toggle} aria-label={`Skip ${label}`}>
        Skip
      </Button>
      <span className="skip-control__note">until {cutoffText}</span>
    </div>
  );
}
