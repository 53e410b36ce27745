// "Statements" in the admin dashboard: every resident's statement for a month, one
// row each with the totals, a CSV export of the same rows, and each full statement below for
// printing on A4 (one resident per block, never split across pages). A month with no resident to
// list says so, and why, instead of an empty table.
import { Download } from 'lucide-react';
import { Button, Card } from '../../../components/ui';
import { formatTk } from '../../../lib/format';
import { StatementFrame } from '../components/statement-frame';
import { StatementView } from '../components/statement-view';
import { useMonth } from '../hooks/use-month';
import { useAllStatements } from '../hooks/use-statements';
import { downloadCsv, statementsCsv } from '../statement-csv';

export function AllStatementsPage() {
  const [month, setMonth] = useMonth();
  const query = useAllStatements(month);
  return (
    <StatementFrame
      title="Statements"
      subtitle={query.data ? `Residents: ${query.data.statements.length}` : 'Loading…'}
      month={month}
      onMonthChange={setMonth}
      printTitle={`Hostel Meals · statements for ${month}`}
      query={query}
      tools={(data) => (
        <Button
          variant="secondary"
          disabled={!data}
          onClick={() => data && downloadCsv(`statements-${month}.csv`, statementsCsv(data))}
        >
          <Download aria-hidden size={18} />
          Export CSV
        </Button>
      )}
    >
      {(data) =>
        data.statements.length === 0 ? (
          <Card className="dash-empty">
            <p>No statements this month.</p>
            <span className="muted">
              A resident is listed once they hold a package, pay, or skip a meal in the month.
            </span>
          </Card>
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
        )
      }
    </StatementFrame>
  );
}
