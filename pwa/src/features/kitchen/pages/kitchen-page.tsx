// "Kitchen" in the admin dashboard: tomorrow's "Cook for N" (cook-for.tsx), then for today and
// the next 7 days, per slot, the
// residents with a package, their skips, the plates to cook, and the residents the counters
// served (duplicates apart). Live: a skip or a serving synced anywhere reaches admins on the live
// channel and the counts reload within a second. Below: the chart of
// the last 30 days and the printable day sheet for the cooks.
import { Printer } from 'lucide-react';
import { useCallback, useState } from 'react';
import { dayLabel, type KitchenSlotRow } from '@hostel/shared-schema';
import { Button, Card, Select, Skeleton } from '../../../components/ui';
import { useHostelSettings, useLiveChanges } from '../../../db';
import { usePageTitle } from '../../../lib/use-page-title';
import { CookFor } from '../components/cook-for';
import { DaySheet } from '../components/day-sheet';
import { KitchenChart } from '../components/kitchen-chart';
import { useKitchenForecast, useKitchenHistory, useKitchenWeek } from '../hooks/use-kitchen';
import '../../../components/dashboard/dashboard-page.css';
import './kitchen.css';

const LABEL: Record<string, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' };

function byDate(rows: KitchenSlotRow[]): [string, KitchenSlotRow[]][] {
  const days = new Map<string, KitchenSlotRow[]>();
  for (const row of rows) days.set(row.date, [...(days.get(row.date) ?? []), row]);
  return [...days];
}

export function KitchenPage() {
  usePageTitle('Kitchen');
  const { settings } = useHostelSettings();
  const week = useKitchenWeek();
  const today = week.data?.today;
  const history = useKitchenHistory(today);
  const forecast = useKitchenForecast();
  const { reload } = week;
  const reloadForecast = forecast.reload;
  useLiveChanges(
    ['skips', 'menu', 'servings'],
    useCallback(() => {
      void reload();
      void reloadForecast();
    }, [reload, reloadForecast]),
  );
  const [sheetDay, setSheetDay] = useState<string>();
  const days = week.data ? byDate(week.data.rows) : [];
  const sheet = days.find(([date]) => date === (sheetDay ?? today));
  const serveAt = Object.fromEntries(
    Object.entries(settings.slots).map(([slot, times]) => [slot, times.serveAt]),
  );

  return (
    <div className="dash-page kitchen">
      <div className="dash-page__head" data-print="hide">
        <div>
          <h1 className="dash-page__title">Kitchen</h1>
          <p className="dash-page__count muted">Plates = residents with a package − skips</p>
        </div>
      </div>
      {forecast.data && (
        <div data-print="hide">
          <CookFor forecast={forecast.data} />
        </div>
      )}
      {week.error ? (
        <Card className="dash-empty">The kitchen counts could not be loaded.</Card>
      ) : !week.data ? (
        <Skeleton height={320} />
      ) : (
        <div className="kitchen__days" data-print="hide">
          {days.map(([date, rows]) => (
            <section
              key={date}
              className="kitchen-day"
              aria-label={dayLabel(date)}
              data-today={date === today || undefined}
            >
              <h2 className="kitchen-day__title">
                {dayLabel(date)}
                {date === today && <span className="kitchen-day__today"> · Today</span>}
              </h2>
              <table className="kitchen-day__table">
                <thead>
                  <tr>
                    <th scope="col">Slot</th>
                    <th scope="col" className="num">
                      Residents
                    </th>
                    <th scope="col" className="num">
                      Skips
                    </th>
                    <th scope="col" className="num">
                      Plates
                    </th>
                    <th scope="col" className="num">
                      Served
                    </th>
                    <th scope="col" className="num">
                      <abbr title="Duplicates">Dup.</abbr>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.slot} data-slot={row.slot}>
                      <th scope="row">{LABEL[row.slot]}</th>
                      <td className="num tabular">{row.residents}</td>
                      <td className="num tabular" data-testid={`skips-${date}-${row.slot}`}>
                        {row.skips}
                      </td>
                      <td
                        className="num tabular kitchen-day__plates"
                        data-testid={`plates-${date}-${row.slot}`}
                      >
                        {row.expected}
                      </td>
                      <td className="num tabular" data-testid={`served-${date}-${row.slot}`}>
                        {row.served}
                      </td>
                      <td className="num tabular" data-testid={`duplicates-${date}-${row.slot}`}>
                        {row.duplicates}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ))}
        </div>
      )}
      <section className="kitchen__history" data-print="hide">
        {history.data ? <KitchenChart rows={history.data.rows} /> : <Skeleton height={280} />}
      </section>
      {week.data && sheet && (
        <>
          <div className="kitchen__sheet-tools" data-print="hide">
            <Select
              label="Day sheet for"
              value={sheet[0]}
              onChange={(event) => setSheetDay(event.target.value)}
              options={days.map(([date]) => ({ value: date, label: dayLabel(date) }))}
            />
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden size={18} />
              Print day sheet
            </Button>
          </div>
          <DaySheet date={sheet[0]} rows={sheet[1]} serveAt={serveAt} />
        </>
      )}
    </div>
  );
}
