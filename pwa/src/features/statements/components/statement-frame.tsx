// The frame both statement pages share: the title, the month picker and Print (plus
// any page-specific tools), the heading printed on paper, and the answer's three states — the
// error's message, a skeleton while it loads, then the page's own content; offline, the last
// known copy with a line saying when it was fetched.
import type { ReactNode } from 'react';
import { CloudOff, Printer } from 'lucide-react';
import { Button, Card, Skeleton } from '../../../components/ui';
import { formatDate } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { MonthPicker } from './month-picker';
import '../../../components/dashboard/dashboard-page.css';
import '../statements.css';

type StatementFrameProps<T> = {
  title: string;
  /** The line under the title (the admin's count of residents), if any. */
  subtitle?: ReactNode;
  month: string;
  onMonthChange: (month: string) => void;
  /** The heading on paper, above the printed statements. */
  printTitle: string;
  query: { data: T | undefined; error: unknown; loading: boolean; keptAt?: number };
  /** Tools before Print that need the loaded answer (the admin's CSV export). */
  tools?: (data: T | undefined) => ReactNode;
  children: (data: T) => ReactNode;
};

export function StatementFrame<T>({
  title,
  subtitle,
  month,
  onMonthChange,
  printTitle,
  query: { data, error, loading, keptAt },
  tools,
  children,
}: StatementFrameProps<T>) {
  usePageTitle(title);
  return (
    <div className="dash-page statement-page">
      <div className="dash-page__head">
        <div>
          <h1 className="dash-page__title">{title}</h1>
          {subtitle && <p className="dash-page__count muted tabular">{subtitle}</p>}
        </div>
        <div className="statement-page__tools">
          <MonthPicker month={month} onChange={onMonthChange} />
          {tools?.(data)}
          <Button variant="secondary" onClick={() => window.print()} disabled={!data}>
            <Printer aria-hidden size={18} />
            Print
          </Button>
        </div>
      </div>
      <p className="statement-page__print-title">{printTitle}</p>
      {keptAt !== undefined && data !== undefined && (
        <p className="statement-page__kept" role="status">
          <CloudOff aria-hidden size={18} />
          <span>
            Offline: this is the copy from {formatKeptAt(keptAt)}. It updates when you are back
            online.
          </span>
        </p>
      )}
      {error ? (
        <Card className="dash-empty">
          {error instanceof Error ? error.message : 'Something went wrong!'}
        </Card>
      ) : (loading && keptAt === undefined) || !data ? (
        <Skeleton height={240} />
      ) : (
        children(data)
      )}
    </div>
  );
}

/** "27th Nov 2026 at 14:05": when the kept copy was fetched, in the device's own time. */
function formatKeptAt(at: number): string {
  const time = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatDate(time)} at ${pad(time.getHours())}:${pad(time.getMinutes())}`;
}
