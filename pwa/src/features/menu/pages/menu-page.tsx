// /menu: the week's menu with a day picker (Monday to Sunday, the previous and next
// weeks a tap away) and the day's slots with the app's meal cards and the Skip control; "I'm
// away" skips every covered meal of several days at once. The day
// is in the address (?day=yyyy-MM-dd) so a link or a reload keeps it.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import {
  addDaysToDate,
  dateAt,
  dayLabel,
  isoDateSchema,
  weekDates,
  weekStartOf,
} from '@hostel/shared-schema';
import { useConnectionStatus } from '../../../components/sync';
import { Button } from '../../../components/ui';
import { useHostelSettings, useMenuRange } from '../../../db';
import { usePageTitle } from '../../../lib/use-page-title';
import { SlotSection } from '../../../components/menu-slots/slot-section';
import { useNow } from '../../../components/menu-slots/use-now';
import { slotViews } from '../../../components/menu-slots/slot-view';
import '../../../components/menu-slots/menu.css';
import { AwayAction } from '../away/away-action';

export function MenuPage() {
  usePageTitle('Menu');
  const now = useNow();
  const { settings } = useHostelSettings();
  const today = dateAt(now, settings.timeZone);
  const [params, setParams] = useSearchParams();
  const asked = params.get('day') ?? '';
  const day = isoDateSchema.safeParse(asked).success ? asked : today;
  const week = weekDates(weekStartOf(day));
  const { slots, loading, pulled } = useMenuRange(week[0], week[6]);
  // Until the answer includes the menu's own first pull (not the first of any collection: the
  // settings arrive sooner), a slot without a plan may just not have arrived yet; until it
  // includes the meals', a planned meal may not have.
  const { online, firstSyncPending } = useConnectionStatus();
  const settling = loading || firstSyncPending || (online && !pulled.menu);
  const mealsArriving = loading || firstSyncPending || (online && !pulled.meals);
  const show = (date: string) => setParams({ day: date }, { replace: true });
  const views = slotViews(settings, day, now);
  // While the day's plan may still be arriving and none of it is here, only the first slot is
  // shown, holding a place: the later ones appear below it with the plan, so the meals arriving
  // in the first push nothing on screen down (layout shift).
  const dayArriving = settling && !views.some((view) => slots.has(`${day}:${view.slot}`));

  return (
    <div className="container section menu-page">
      <h1 className="menu-page__title">Menu</h1>
      <div className="menu-page__away">
        <AwayAction />
      </div>
      <nav className="day-picker" aria-label="Days of the week">
        <Button
          size="sm"
          variant="ghost"
          onClick={() => show(addDaysToDate(week[0], -7))}
          aria-label="Previous week"
        >
          <ChevronLeft aria-hidden size={18} />
        </Button>
        <ol className="day-picker__days">
          {week.map((date) => {
            const [weekday, dayOfMonth] = dayLabel(date).split(' ');
            return (
              <li key={date}>
                <button
                  type="button"
                  className="day-picker__day"
                  aria-pressed={date === day}
                  aria-label={dayLabel(date) + (date === today ? ', today' : '')}
                  data-today={date === today || undefined}
                  onClick={() => show(date)}
                >
                  {/* The space keeps the visible text ("Mon 23") inside the accessible name. */}
                  <span className="day-picker__weekday">{weekday}</span>{' '}
                  <span className="day-picker__date tabular">{dayOfMonth}</span>
                </button>
              </li>
            );
          })}
        </ol>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => show(addDaysToDate(week[0], 7))}
          aria-label="Next week"
        >
          <ChevronRight aria-hidden size={18} />
        </Button>
      </nav>
      <h2 className="menu-page__day">
        {dayLabel(day)}
        {day === today && <span className="menu-page__today"> · Today</span>}
      </h2>
      <div className="menu-page__slots">
        {(dayArriving ? views.slice(0, 1) : views).map((view, index) => (
          <SlotSection
            settling={settling}
            mealsArriving={mealsArriving}
            first={index === 0}
            key={view.slot}
            date={day}
            view={view}
            planned={slots.get(`${day}:${view.slot}`)}
            now={now}
            cards
          />
        ))}
      </div>
    </div>
  );
}
