// The cover periods on a statement: each period that overlaps the month, with what was paid for
// it, its skipped meals, their rebates and its net. A period is shown whole (its figures span its
// 30 days), so one reaching into the next month shows the same figures there.
import { dayLabel, type Statement } from '@hostel/shared-schema';
import { formatTk } from '../../../lib/format';

const signedTk = (value: number) => (value < 0 ? `− ${formatTk(-value)}` : formatTk(value));

export function CoverPeriods({ statement }: { statement: Statement }) {
  return (
    <>
      <h3>Cover periods</h3>
      {statement.periods.length === 0 ? (
        <p className="muted">No cover period this month.</p>
      ) : (
        <table className="statement__table" aria-label="Cover periods">
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col">Package</th>
              <th scope="col" className="num">
                Paid
              </th>
              <th scope="col" className="num">
                Skips
              </th>
              <th scope="col" className="num">
                Rebates
              </th>
              <th scope="col" className="num">
                Net
              </th>
            </tr>
          </thead>
          <tbody>
            {statement.periods.map((period) => (
              <tr key={period.starts}>
                <td>
                  {dayLabel(period.starts)} – {dayLabel(period.ends)}
                </td>
                <td>{period.package}</td>
                <td className="num tabular">{formatTk(period.paid)}</td>
                <td className="num tabular">{period.skips}</td>
                <td className="num tabular">{formatTk(period.rebates)}</td>
                <td className="num tabular">{signedTk(period.net)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
