// "Statement" in the resident dashboard: the month's package payments, skipped meals and rebates,
// the net, and each cover period with its own figures; online (the server computes it),
// printable on A4. The package's cover and its Renew package action sit above it.
import { CoverCard } from '../../../components/package-cover/cover-card';
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
      {(statement) => (
        <>
          <CoverCard />
          <StatementView statement={statement} />
        </>
      )}
    </StatementFrame>
  );
}
