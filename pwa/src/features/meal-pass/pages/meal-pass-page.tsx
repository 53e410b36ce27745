// "Meal pass" (beyond the spec; docs/decisions/0230-the-meal-pass-signed-day-passes-and-one-time-codes.md):
// the resident shows it at the counter. A QR code and the short typed code of the slot being
// served or next, redrawn as the one-time code changes every 30 seconds, from the day passes kept
// on this phone, so it works with no network. With no pass for the day it says why.
import { Link } from 'react-router-dom';
import { dayLabel } from '@hostel/shared-schema';
import { useAuth } from '../../../app/auth';
import { SLOT_LABELS } from '../../../components/menu-slots/slot-view';
import { Card } from '../../../components/ui';
import { useHostelSettings } from '../../../db';
import { servingSlotAt } from '../../../lib/meal-pass/serving-slot';
import { useNow } from '../../../lib/meal-pass/use-now';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../components/dashboard/dashboard-page.css';
import { PassQr } from '../components/pass-qr';
import { useMealPasses } from '../hooks/use-meal-passes';
import { passViewAt } from '../pass-view';
import './meal-pass.css';

const timeText = (at: number, timeZone: string) =>
  new Date(at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone });

export function MealPassPage() {
  usePageTitle('Meal pass');
  const { user } = useAuth();
  const { settings } = useHostelSettings();
  const { kept, fetching, offline } = useMealPasses(user?.email);
  const now = useNow(1000) + (kept?.offset ?? 0);
  const serving = servingSlotAt(settings, now);
  const view = passViewAt(kept?.answer, serving, now);
  const lastDay = kept?.answer.passes.at(-1)?.date;

  return (
    <div className="dash-page meal-pass">
      <h1 className="dash-page__title">Meal pass</h1>
      {view.kind === 'pass' ? (
        <Card className="meal-pass__card">
          <p className="meal-pass__slot">
            <strong>{SLOT_LABELS[view.slot]}</strong> · {dayLabel(view.date)} · serves{' '}
            {timeText(view.servesAt, settings.timeZone)}
          </p>
          <PassQr text={view.qrText} label={`Meal pass for ${SLOT_LABELS[view.slot]}`} />
          <p className="meal-pass__typed">
            Code <strong className="meal-pass__code tabular">{view.typedCode}</strong>
          </p>
          <div
            className="meal-pass__timer"
            role="timer"
            aria-label={`New code in ${view.secondsLeft} seconds`}
          >
            <span
              className="meal-pass__timer-bar"
              style={{ width: `${(view.secondsLeft / 30) * 100}%` }}
            />
          </div>
          <p className="muted meal-pass__note">
            Show this at the counter. The code changes every 30 seconds: a photo of it stops working
            within a minute.
          </p>
        </Card>
      ) : kept || !fetching ? (
        <Card className="meal-pass__card meal-pass__card--none" role="status">
          <p className="meal-pass__why">No pass for {SLOT_LABELS[serving.slot].toLowerCase()}</p>
          <p>{view.why}</p>
          {view.next && <p>Your next pass is for {dayLabel(view.next.date)}.</p>}
          {kept && kept.answer.passes.length === 0 && (
            <p>
              <Link to={paths.dashboardChild('my-statement')}>See your package</Link>
            </p>
          )}
        </Card>
      ) : (
        <Card className="meal-pass__card" aria-busy="true">
          <p className="muted">Fetching your passes…</p>
        </Card>
      )}
      {kept && (
        <p className="muted meal-pass__kept">
          {lastDay
            ? `Passes kept on this phone up to ${dayLabel(lastDay)}: they work without a connection.`
            : 'No pass is kept on this phone.'}
          {offline && ' Offline: showing the passes kept on this phone.'}
        </p>
      )}
    </div>
  );
}
