// "I'm away" on /menu and My Skips: a button opening the away form; confirming writes the range
// on the device (offline too) and the dialog then shows how each slot fared as sync reports it.
// Without a package the button is disabled and says why, like Skip.
import { Plane } from 'lucide-react';
import { useMemo, useState } from 'react';
import { badgeTier, dateAt, type AwayRange, type RangeSlot } from '@hostel/shared-schema';
import { useAuth } from '../../../app/auth';
import { useNow } from '../../../components/menu-slots/use-now';
import { Button, Dialog, toast } from '../../../components/ui';
import { skipRange, useHostelSettings, useMySkips, useSyncStatus } from '../../../db';
import { useCoveredUntil } from '../hooks/use-covered-until';
import { AwayForm } from './away-form';
import { AwayResult, type AwayWritten } from './away-result';
import { useUndoRange } from './use-undo-range';
import './away.css';

const NO_PACKAGE_REASON = 'Skipping a meal needs a package';

export function AwayAction() {
  const { user } = useAuth();
  const hasPackage = Boolean(badgeTier(user?.badge));
  const [open, setOpen] = useState(false);
  const [away, setAway] = useState<AwayWritten>();
  const [busy, setBusy] = useState(false);
  const now = useNow();
  const { settings } = useHostelSettings();
  const coveredUntil = useCoveredUntil(open && hasPackage);
  const { skips } = useMySkips();
  const { rejections } = useSyncStatus();
  const undo = useUndoRange();
  const alreadySkipped = useMemo(
    () => new Set(skips.filter((skip) => skip.skipped).map((skip) => `${skip.date}:${skip.slot}`)),
    [skips],
  );
  if (!user) return null;
  if (!hasPackage) {
    return (
      <div className="away-action">
        <Button variant="secondary" disabled aria-describedby="away-no-package">
          <Plane aria-hidden size={16} />
          I'm away
        </Button>
        <span id="away-no-package" className="skip-control__note">
          {NO_PACKAGE_REASON}
        </span>
      </div>
    );
  }

  const confirm = async (range: AwayRange, slots: RangeSlot[], pastCutoff: RangeSlot[]) => {
    const rangeId = crypto.randomUUID();
    const seen = new Set(rejections.map((item) => item.id));
    setBusy(true);
    try {
      const { skipped } = await skipRange(slots, rangeId);
      setAway({ rangeId, ...range, written: skipped, pastCutoff, seen });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Something went wrong!');
    } finally {
      setBusy(false);
    }
  };
  const undoRange = async () => {
    if (!away) return;
    setBusy(true);
    await undo(away.rangeId, away.from, away.to);
    setBusy(false);
    close(false);
  };
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) setAway(undefined);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="I'm away"
      description={
        away
          ? 'Each meal is skipped on its own, as if you had tapped Skip: the server checks its cut-off.'
          : 'Skip every meal your package covers on the days you are away, in one go.'
      }
      trigger={
        <Button variant="secondary" className="away-action__open">
          <Plane aria-hidden size={16} />
          I'm away
        </Button>
      }
    >
      {away ? (
        <AwayResult away={away} busy={busy} onUndo={undoRange} onDone={() => close(false)} />
      ) : (
        <AwayForm
          today={dateAt(now, settings.timeZone)}
          now={now}
          settings={settings}
          coveredUntil={coveredUntil}
          alreadySkipped={alreadySkipped}
          busy={busy}
          onConfirm={confirm}
        />
      )}
    </Dialog>
  );
}
