// "My Skips" in the resident dashboard: the user's skipped meals by month, newest
// first, read from the device (offline too); a skip not yet on the server carries the clock.
// "I'm away" is here too, with the away ranges still holding skips, each undone on its own.
import { Link } from 'react-router-dom';
import { dayLabel, type Skip } from '@hostel/shared-schema';
import { WaitingBadge } from '../../../components/sync';
import { Card } from '../../../components/ui';
import { useIsWaiting, useMySkips } from '../../../db';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { SLOT_LABELS } from '../../../components/menu-slots/slot-view';
import '../../../components/dashboard/dashboard-page.css';
import '../../../components/menu-slots/menu.css';
import { AwayAction } from '../away/away-action';
import { AwayRanges } from '../away/away-ranges';

const monthName = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

function SkipRow({ skip }: { skip: Skip }) {
  const waiting = useIsWaiting('skips', skip._id);
  return (
    <li className="my-skips__row">
      <span className="tabular">{dayLabel(skip.date)}</span>
      <span>{SLOT_LABELS[skip.slot]}</span>
      {waiting && <WaitingBadge />}
    </li>
  );
}

export function MySkipsPage() {
  usePageTitle('My Skips');
  const { skips, loading } = useMySkips();
  const byMonth = new Map<string, Skip[]>();
  for (const skip of skips.filter((item) => item.skipped)) {
    const month = skip.date.slice(0, 7);
    byMonth.set(month, [...(byMonth.get(month) ?? []), skip]);
  }
  return (
    <div className="dash-page">
      <h1 className="dash-page__title">My Skips</h1>
      <div className="menu-page__away">
        <AwayAction />
      </div>
      <AwayRanges />
      {!loading && byMonth.size === 0 && (
        <Card className="dash-empty">
          You have not skipped any meal. Skip one from the <Link to={paths.menu()}>menu</Link>{' '}
          before its cut-off to earn a rebate.
        </Card>
      )}
      {[...byMonth].map(([month, items]) => (
        <section key={month} className="my-skips__month" aria-label={monthName(month)}>
          <h2>
            {monthName(month)} <span className="muted">· {items.length} skipped</span>
          </h2>
          <ul className="my-skips__list">
            {items.map((skip) => (
              <SkipRow key={skip._id} skip={skip} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
