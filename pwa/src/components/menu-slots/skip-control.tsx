// Skip a slot, or undo the skip, before its cut-off. Offline-first: the tap is
// written on the device at once and shows a clock until the server has it; the server judges the
// cut-off and a late one comes back refused with its reason (a toast from SyncNotices). Until the
// resident's own skip of the slot is read, Skip is busy and takes no tap: it would skip a slot
// that may already be skipped instead of undoing it.
// Without a package, or on a day the package's cover does not reach (when the cover is known:
// it is the server's, online), the button is greyed, says why and links onward: "See packages"
// or "Renew".
import { Undo2 } from 'lucide-react';
import { badgeTier, type MealType } from '@hostel/shared-schema';
import { useAuth } from '../../app/auth';
import { usePackageCover } from '../../features/checkout/hooks/use-package-cover';
import { packageWayOf, type PackageWay } from '../package-cover/package-way';
import { PackageWayLink } from '../package-cover/package-way-link';
import { WaitingBadge } from '../sync';
import { Badge, Button, toast } from '../ui';
import { setSkip, useSkipState } from '../../db';

const NO_PACKAGE_REASON = 'Skipping a meal needs a package';
const NOT_COVERED_REASON = 'Your package does not cover this day';

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
  const { skipped, waiting, loading } = useSkipState(date, slot);
  const { data: cover } = usePackageCover(Boolean(user && badgeTier(user.badge)));
  if (!user) return null;
  const way = packageWayOf(user.badge, cover, date);
  const open = now < cutoff;

  const toggle = async () => {
    try {
      await setSkip(date, slot, !skipped);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Something went wrong!');
    }
  };

  if (way === 'see-packages') return <GreyedSkip date={date} slot={slot} way={way} />;
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
  if (way === 'renew') return <GreyedSkip date={date} slot={slot} way={way} />;
  return (
    <div className="skip-control">
      <Button
        size="sm"
        variant="secondary"
        onClick={toggle}
        aria-label={`Skip ${label}`}
        disabled={loading}
        aria-busy={loading || undefined}
      >
        Skip
      </Button>
      <span className="skip-control__note">until {cutoffText}</span>
    </div>
  );
}

/** A Skip that cannot be used: the reason, and the way onward. */
function GreyedSkip({ date, slot, way }: { date: string; slot: MealType; way: PackageWay }) {
  const noteId = `skip-${date}-${slot}`;
  return (
    <div className="skip-control">
      <Button size="sm" variant="secondary" disabled aria-describedby={noteId}>
        Skip
      </Button>
      <span id={noteId} className="skip-control__note">
        {way === 'renew' ? NOT_COVERED_REASON : NO_PACKAGE_REASON}
      </span>
      <PackageWayLink way={way} />
    </div>
  );
}
