// "Statement" in the resident dashboard: the month's package payments, skipped meals
// and rebates, and the net; online (the server computes it), printable on A4.
import { StatementFrame } from '../components/statement-frame';
import { StatementView } from '../components/statement-view';
import { useMonth } from '../hooks/use-month';
import { useMyStatement } from '../hooks/use-statements';

export function MyStatementPage() {
  const [month, setMonth] = useMonth();
  return (
    <StatementFrame
      title="Statement"
      month={month}
      onMonthChange={setMonth}
      printTitle={`Hostel Meals · statement for ${month}`}
      query={useMyStatement(month)}
    >
      {(statement) => <StatementView statement={statement} />}
    </StatementFrame>
  );
}
