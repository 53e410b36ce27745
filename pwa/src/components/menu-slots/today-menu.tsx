// "Today" at the top of the home page: each slot with its time and meals, the next
// slot highlighted, served slots dimmed. Read from the device (the menu replicates), so it shows
// offline too; the day is the hostel's day, in its time zone.
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { dateAt, dayLabel } from '@hostel/shared-schema';
import { Skeleton } from '../ui';
import { useHostelSettings, useMenuRange } from '../../db';
import { paths } from '../../lib/paths';
import { useConnectionStatus } from '../sync/use-connection-status';
import { useNow } from './use-now';
import { slotViews } from './slot-view';
import { SlotSection } from './slot-section';
import './menu.css';

export function TodayMenu() {
  const now = useNow();
  const { settings } = useHostelSettings();
  const today = dateAt(now, settings.timeZone);
  const { slots, loading, pulled } = useMenuRange(today, today);
  // A fresh device has no menu until its first pull: skeletons, not "Not planned yet" that
  // the arriving meals then push down (the home page's layout shift). The menu's own first pull
  // counts, not the first of any collection (the settings arrive sooner).
  const { online, firstSyncPending } = useConnectionStatus();
  const settling = (loading || firstSyncPending || (online && !pulled.menu)) && slots.size === 0;
  return (
    <section className="today-menu container" aria-labelledby="today-menu-title">
      <div className="today-menu__head">
        <h2 id="today-menu-title">
          Today <span className="today-menu__date">{dayLabel(today)}</span>
        </h2>
        <Link to={paths.menu()} className="today-menu__week">
          This week
          <ChevronRight aria-hidden size={16} />
        </Link>
      </div>
      <div className="today-menu__slots" aria-busy={settling || undefined}>
        {settling
          ? [0, 1, 2].map((key) => <SlotSkeleton key={key} />)
          : slotViews(settings, today, now).map((view) => (
              <SlotSection
                key={view.slot}
                date={today}
                view={view}
                planned={slots.get(`${today}:${view.slot}`)}
                now={now}
              />
            ))}
      </div>
    </section>
  );
}

/**
 * A slot's shape while the first pull is on its way: its head and two meal rows, the height of
 * a planned slot (menu.css), so the arriving menu does not push the banner down (layout shift).
 */
function SlotSkeleton() {
  return (
    <div className="menu-slot menu-slot--skeleton" aria-hidden>
      <Skeleton width="45%" height={25} />
      <div className="menu-slot__meals">
        <Skeleton height={60} />
        <Skeleton height={60} />
      </div>
    </div>
  );
}
