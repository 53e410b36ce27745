// My Skips: the away ranges still holding skips, each with Undo (which undoes only that range's
// skips, never one made on its own).
import { Button } from '../../../components/ui';
import { useSkipRanges } from '../../../db';
import { meals, rangeLabel } from './away-words';
import { useUndoRange } from './use-undo-range';
import './away.css';

export function AwayRanges() {
  const { ranges } = useSkipRanges();
  const undo = useUndoRange();
  if (ranges.length === 0) return null;
  return (
    <section className="away-ranges" aria-labelledby="away-ranges-title">
      <h2 id="away-ranges-title">Away</h2>
      <ul className="my-skips__list">
        {ranges.map((range) => {
          const label = rangeLabel(range.from, range.to);
          return (
            <li key={range.rangeId} className="my-skips__row">
              <span className="tabular">{label}</span>
              <span>{meals(range.skips.length)} skipped</span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Undo away ${label}`}
                onClick={() => void undo(range.rangeId, range.from, range.to)}
              >
                Undo
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
