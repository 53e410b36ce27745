// What an away range did, slot by slot, live: the skips the server has, those still waiting for
// the connection, and those not skipped (past their cut-off when they reached the server, or
// already past it on this device), each named with its meal and day and the server's reason.
import type { RangeSlot } from '@hostel/shared-schema';
import { WaitingBadge } from '../../../components/sync';
import { Button } from '../../../components/ui';
import { useSkipOutcomes } from '../../../db';
import { meals, rangeLabel, slotName } from './away-words';

export type AwayWritten = {
  rangeId: string;
  from: string;
  to: string;
  written: (RangeSlot & { id: string })[];
  pastCutoff: RangeSlot[];
  /** Refusals known before the range was written (not this range's). */
  seen: ReadonlySet<number>;
};

type Props = { away: AwayWritten; onUndo: () => void; onDone: () => void; busy?: boolean };

export function AwayResult({ away, onUndo, onDone, busy }: Props) {
  const outcomes = useSkipOutcomes(away.written, true, away.seen);
  const done = outcomes.filter((item) => item.state === 'done');
  const waiting = outcomes.filter((item) => item.state === 'waiting');
  const refused = outcomes.filter((item) => item.state === 'refused');
  const notSkipped = [
    ...away.pastCutoff.map((slot) => ({ ...slot, reason: 'Its cut-off had passed' })),
    ...refused.map((item) => ({ ...item, reason: item.reason ?? 'Refused by the server' })),
  ];
  return (
    <div className="away-result" data-testid="away-result">
      <p className="away-result__range">Away {rangeLabel(away.from, away.to)}</p>
      <ul className="away-result__counts">
        <li>
          <strong className="tabular">{meals(done.length)}</strong> skipped
        </li>
        {waiting.length > 0 && (
          <li>
            <strong className="tabular">{meals(waiting.length)}</strong> waiting for the connection{' '}
            <WaitingBadge />
          </li>
        )}
      </ul>
      {notSkipped.length > 0 && (
        <section aria-labelledby="away-not-skipped">
          <h3 id="away-not-skipped" className="away-result__heading">
            Not skipped: past the cut-off ({notSkipped.length})
          </h3>
          <ul className="away-result__refused">
            {notSkipped.map((item) => (
              <li key={`${item.date}:${item.slot}`}>
                <span className="away-result__slot">{slotName(item)}</span>
                <span className="away-result__reason">{item.reason}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="away-form__actions">
        <Button
          variant="ghost"
          onClick={onUndo}
          disabled={busy || done.length + waiting.length === 0}
        >
          Undo this range
        </Button>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
