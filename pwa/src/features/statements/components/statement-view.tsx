// One resident's monthly statement: package payments, skipped meals with their dates and rebates,
// the rebate total and the net, then each cover period overlapping the month with its whole
// figures (paid, skips, rebates, net). Laid out to print on A4 (statements.css).
import { dayLabel, type Statement } from '@hostel/shared-schema';
import { formatDate, formatTk } from '../../../lib/format';
import { CoverPeriods } from './cover-periods';

const SLOT: Record<string, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' };

export function StatementView({ statement }: { statement: Statement }) {
  return (
    <article className="statement" aria-label={`Statement of ${statement.name}`}>
      <header className="statement__head">
        <div>
          <h2 className="statement__name">{statement.name}</h2>
          <p className="muted">{statement.email}</p>
        </div>
        <p className="statement__package">
          Package: <strong>{statement.package ?? 'none'}</strong>
        </p>
      </header>
      <h3>Package payments</h3>
      {statement.payments.length === 0 ? (
        <p className="muted">No payment this month.</p>
      ) : (
        <table className="statement__table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Package</th>
              <th scope="col">Transac. ID</th>
              <th scope="col" className="num">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {statement.payments.map((payment) => (
              <tr key={payment.transactionId}>
                <td>{formatDate(payment.date)}</td>
                <td>{payment.package}</td>
                <td className="statement__id">{payment.transactionId}</td>
                <td className="num tabular">{formatTk(payment.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>Skipped meals</h3>
      {statement.skips.length === 0 ? (
        <p className="muted">No skipped meal this month.</p>
      ) : (
        <table className="statement__table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Meal</th>
              <th scope="col" className="num">
                Rebate
              </th>
            </tr>
          </thead>
          <tbody>
            {statement.skips.map((skip) => (
              <tr key={`${skip.date}:${skip.slot}`}>
                <td>{dayLabel(skip.date)}</td>
                <td>{SLOT[skip.slot]}</td>
                <td className="num tabular">{formatTk(skip.rebate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <CoverPeriods statement={statement} />
      <dl className="statement__totals tabular">
        <div>
          <dt>Paid</dt>
          <dd>{formatTk(statement.paid)}</dd>
        </div>
        <div>
          <dt>
            Rebate total ({statement.skips.length} meal{statement.skips.length === 1 ? '' : 's'})
          </dt>
          <dd>− {formatTk(statement.rebateTotal)}</dd>
        </div>
        <div className="statement__net">
          <dt>Net</dt>
          <dd>{statement.net < 0 ? `− ${formatTk(-statement.net)}` : formatTk(statement.net)}</dd>
        </div>
      </dl>
    </article>
  );
}
