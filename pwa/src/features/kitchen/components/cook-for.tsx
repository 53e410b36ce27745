// "Cook for N": tomorrow's plates per slot, the covered residents less their skips and less the
// share who did not come over the last four weeks of counter days, with how far the same figure
// landed on the latest days. Without counter history the plates are the expected residents.
import { dayLabel, type KitchenForecast } from '@hostel/shared-schema';
import { formatNumber } from '../../../lib/format';

const LABEL: Record<string, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' };

const plates = (count: number) => `${formatNumber(count)} ${count === 1 ? 'plate' : 'plates'}`;

type Row = KitchenForecast['rows'][number];

/** How the figure was reached, in words. */
function basis(row: Row): string {
  const expected = `${formatNumber(row.expected)} expected`;
  if (row.noShowRate === null) return `${expected}; no counter history yet, so no one is left out`;
  const share = Math.round(row.noShowRate * 100);
  const days = `${row.historyDays} counter ${row.historyDays === 1 ? 'day' : 'days'}`;
  return `${expected}; ${share}% did not come over the last ${days}`;
}

function recentError(row: Row): string | null {
  if (!row.recentError) return null;
  const { meanAbsolute, days } = row.recentError;
  const within = meanAbsolute.toFixed(1).replace(/\.0$/, '');
  return `Off by ${within} ${meanAbsolute === 1 ? 'plate' : 'plates'} on average over the last ${days} ${days === 1 ? 'day' : 'days'}`;
}

export function CookFor({ forecast }: { forecast: KitchenForecast }) {
  return (
    <section className="cook-for" aria-labelledby="cook-for-title">
      <h2 id="cook-for-title" className="cook-for__title">
        Cook for · {dayLabel(forecast.date)}
      </h2>
      <ul className="cook-for__slots">
        {forecast.rows.map((row) => (
          <li key={row.slot} className="cook-for__slot" data-testid={`cook-for-${row.slot}`}>
            <span className="cook-for__slot-name">{LABEL[row.slot]}</span>
            <strong className="cook-for__plates tabular">{plates(row.cookFor)}</strong>
            <span className="cook-for__basis muted">{basis(row)}</span>
            {recentError(row) && <span className="cook-for__error muted">{recentError(row)}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
