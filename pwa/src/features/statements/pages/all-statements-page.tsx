// "Statements" in the admin dashboard (issue 13): every resident's statement for a month, one
// row each with the totals, a CSV export of the same rows, and each full statement below for
// printing on A4 (one resident per block, never split across pages).
import { Download, Printer } from 'lucide-react';
import { Button, Card, Skeleton } from '../../../components/ui';
import { formatTk } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { StatementView } from '../components/statement-view';
import { MonthPicker } from '../components/month-picker';
import { useMonth } from '../hooks/use-month';
import { useAllStatements } from '../hooks/use-statements';
import { downloadCsv, statementsCsv } from '../statement-csv';
import '../../../components/dashboard/dashboard-page.css';
import '../statements.css';

export function AllStatementsPage() {
  usePageTitle('Statements');
  const [month, setMonth] = useMonth();
  const { data, error, loading } = useAllStatements(month);
  return (
    <div className="dash-page statement-page">
      <div className="dash-page__head">
        <div>
          <h1 className="dash-page__title">Statements</h1>
          <p className="dash-page__count muted tabular">
            {data ? `Residents: ${data.statements.length}` : 'Loading…'}
          </p>
        </div>
        <div className="statement-page__tools">
          <MonthPicker month={month} onChange={setMonth} />
          <Button
            variant="secondary"
            disabled={!data}
            onClick={() => data && downloadCsv(`statements-${month}.csv`, statementsCsv(data))}
          >
            <Download aria-hidden size={18} />
            Export CSV
          </Button>
          <Button variant="secondary" onClick={() => window.print()} disabled={!data}>
            <Printer aria-hidden size={18} />
            Print
          </Button>
        </div>
      </div>
      <p className="statement-page__print-title">Hostel Meals · statements for {month}</p>
      {error ? (
        <Card className="dash-empty">
          {error instanceof Error ? error.message : 'Something went wrong!'}
        </Card>
      ) : loading || !data ? (
        <Skeleton height={240} />
      ) : (
        <>
          {/* The frame scrolls on phones: focusable and named, so a keyboard can scroll it too
              (axe scrollable-region-focusable). */}
          <div
            className="ui-table-frame"
            data-print="hide"
            tabIndex={0}
            role="region"
            aria-label="Statements of the month"
          >
            <table className="ui-table statements-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Package</th>
                  <th scope="col" className="num">
                    Paid
                  </th>
                  <th scope="col" className="num">
                    Skips
                  </th>
                  <th scope="col" className="num">
                    Rebate
                  </th>
                  <th scope="col" className="num">
                    Net
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.statements.map((statement) => (
                  <tr key={statement.email}>
                    <td>{statement.name}</td>
                    <td>{statement.email}</td>
                    <td>{statement.package ?? 'none'}</td>
                    <td className="num tabular">{formatTk(statement.paid)}</td>
                    <td className="num tabular">{statement.skips.length}</td>
                    <td className="num tabular">{formatTk(statement.rebateTotal)}</td>
                    <td className="num tabular">{formatTk(statement.net)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <td colSpan={3}>Total</td>
                  <td className="num tabular">{formatTk(data.totals.paid)}</td>
                  <td className="num tabular">{data.totals.skips}</td>
                  <td className="num tabular">{formatTk(data.totals.rebateTotal)}</td>
                  <td className="num tabular">{formatTk(data.totals.net)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
          <div className="statement-page__all">
            {data.statements.map((statement) => (
              <StatementView key={statement.email} statement={statement} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
