// "Plan Menu" in the admin dashboard: a week grid (days down, breakfast / lunch /
// dinner across) of the planned meals, read from the replicated menu so changes from another
// admin show at once. Each slot not yet served opens the slot editor; "Copy last week" fills the
// week from the one before (served slots are kept).
import { ChevronLeft, ChevronRight, Copy, Lock, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  addDaysToDate,
  dateAt,
  dayLabel,
  isoDateSchema,
  MEAL_TYPES,
  servingInstant,
  weekDates,
  weekStartOf,
  type MealType,
} from '@hostel/shared-schema';
import { OnlineOnlyButton } from '../../../components/sync';
import { Button, toast } from '../../../components/ui';
import { useHostelSettings, useMenuRange } from '../../../db';
import { usePageTitle } from '../../../lib/use-page-title';
import { SlotEditor } from '../components/slot-editor';
import { useCopyWeek } from '../hooks/use-menu-writes';
import '../../../components/dashboard/dashboard-page.css';
import './plan-menu.css';

const LABEL: Record<MealType, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
};

export function PlanMenuPage() {
  usePageTitle('Plan Menu');
  const { settings } = useHostelSettings();
  const now = Date.now();
  const today = dateAt(now, settings.timeZone);
  const [params, setParams] = useSearchParams();
  const asked = params.get('week') ?? '';
  const start = weekStartOf(isoDateSchema.safeParse(asked).success ? asked : today);
  const days = weekDates(start);
  const { slots } = useMenuRange(days[0], days[6]);
  const [editing, setEditing] = useState<{ date: string; slot: MealType }>();
  const [copying, setCopying] = useState(false);
  const copyWeek = useCopyWeek();
  const goWeek = (offset: number) =>
    setParams({ week: addDaysToDate(start, offset) }, { replace: true });

  const copy = async () => {
    setCopying(true);
    try {
      const { copied, keptServed } = await copyWeek.run(start);
      const kept = keptServed > 0 ? `; ${keptServed} served kept` : '';
      toast.success(`Copied ${copied} slot${copied === 1 ? '' : 's'} from last week${kept}`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Something went wrong!');
    } finally {
      setCopying(false);
    }
  };

  return (
    <div className="dash-page plan-menu">
      <div className="dash-page__head">
        <div>
          <h1 className="dash-page__title">Plan Menu</h1>
          <p className="dash-page__count muted tabular">
            Week of {dayLabel(days[0])} – {dayLabel(days[6])}
          </p>
        </div>
        <div className="plan-menu__tools">
          <Button size="sm" variant="ghost" onClick={() => goWeek(-7)} aria-label="Previous week">
            <ChevronLeft aria-hidden size={18} />
          </Button>
          <Button size="sm" variant="ghost" onClick={() => goWeek(7)} aria-label="Next week">
            <ChevronRight aria-hidden size={18} />
          </Button>
          <OnlineOnlyButton variant="secondary" onClick={copy} disabled={copying}>
            <Copy aria-hidden size={18} />
            Copy last week
          </OnlineOnlyButton>
        </div>
      </div>
      <div className="plan-menu__grid" role="table" aria-label="Week menu">
        <div className="plan-menu__row plan-menu__row--head" role="row">
          <span role="columnheader">Day</span>
          {MEAL_TYPES.map((slot) => (
            <span key={slot} role="columnheader">
              {LABEL[slot]} <span className="muted">{settings.slots[slot].serveAt}</span>
            </span>
          ))}
        </div>
        {days.map((date) => (
          <div
            key={date}
            className="plan-menu__row"
            role="row"
            data-today={date === today || undefined}
          >
            <span role="rowheader" className="plan-menu__day">
              {dayLabel(date)}
            </span>
            {MEAL_TYPES.map((slot) => {
              const planned = slots.get(`${date}:${slot}`);
              const served = now >= servingInstant(settings, date, slot);
              const name = `${LABEL[slot]} on ${dayLabel(date)}`;
              return (
                <div
                  key={slot}
                  role="cell"
                  className="plan-menu__cell"
                  data-served={served || undefined}
                >
                  <span className="plan-menu__cell-label">{LABEL[slot]}</span>
                  {planned && planned.meals.length > 0 ? (
                    <ul className="plan-menu__meals">
                      {planned.meals.map((meal) => (
                        <li key={meal._id}>{meal.mealTitle}</li>
                      ))}
                    </ul>
                  ) : (
                    <span className="muted plan-menu__empty">Nothing planned</span>
                  )}
                  {served ? (
                    <span className="plan-menu__served">
                      <Lock aria-hidden size={14} /> Served
                    </span>
                  ) : (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setEditing({ date, slot })}
                      aria-label={`Plan ${name}`}
                    >
                      <Pencil aria-hidden size={14} />
                      Plan
                    </Button>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {editing && (
        <SlotEditor
          date={editing.date}
          slot={editing.slot}
          label={LABEL[editing.slot]}
          current={slots.get(`${editing.date}:${editing.slot}`)?.mealIds ?? []}
          onClose={() => setEditing(undefined)}
        />
      )}
    </div>
  );
}
