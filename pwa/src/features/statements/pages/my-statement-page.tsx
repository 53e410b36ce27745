// "Statement" in the resident dashboard (issue 13): the month's package payments, skipped meals
// and rebates, and the net; online (the server computes it), printable on A4.
import { Printer } from 'lucide-react';
import { Button, Card, Skeleton } from '../../../components/ui';
import { usePageTitle } from '../../../lib/use-page-title';
import { StatementView } from '../components/statement-view';
import { MonthPicker } from '../components/month-picker';
import { useMonth } from '../hooks/use-month';
import { useMyStatement } from '../hooks/use-statements';
import '../../../components/dashboard/dashboard-page.css';
import '../statements.css';

export function MyStatementPage() {
  usePageTitle('Statement');
  const [month, setMonth] = useMonth();
  const { data, error, loading } = useMyStatement(month);
  return (
    <div className="dash-page statement-page">
      <div className="dash-page__head">
        <h1 className="dash-page__title">Statement</h1>
        <div className="statement-page__tools">
          <MonthPicker month={month} onChange={setMonth} />
          <Button variant="secondary" onClick={() => window.print()} disabled={!data}>
            <Printer aria-hidden size={18} />
            Print
          </Button>
        </div>
      </div>
      <p className="statement-page__print-title">Hostel Meals · statement for {month}</p>
      {error ? (
        <Card className="dash-empty">
          {error instanceof Error ? error.message : 'Something went wrong!'}
        </Card>
      ) : loading || !data ? (
        <Skeleton height={240} />
      ) : (
        <StatementView statement={data} />
      )}
    </div>
  );
}
