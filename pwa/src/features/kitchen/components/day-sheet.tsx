// The printable day sheet for the cooks: each slot of one day with its serving time, the meals
// and the plates to cook (with residents and skips beside). Printing shows only this sheet.
import { dayLabel, type KitchenSlotRow } from '@hostel/shared-schema';

const LABEL: Record<string, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' };

export function DaySheet({
  date,
  rows,
  serveAt,
}: {
  date: string;
  rows: KitchenSlotRow[];
  serveAt: Record<string, string>;
}) {
  return (
    <section className="day-sheet" aria-labelledby="day-sheet-title">
      <h2 id="day-sheet-title">Day sheet · {dayLabel(date)}</h2>
      <div className="day-sheet__slots">
        {rows.map((row) => (
          <article key={row.slot} className="day-sheet__slot">
            <h3>
              {LABEL[row.slot]} <span className="muted tabular">{serveAt[row.slot]}</span>
            </h3>
            <p className="day-sheet__plates tabular">
              <strong>{row.expected}</strong> plates
            </p>
            <p className="muted tabular">
              {row.residents} residents − {row.skips} skipped
            </p>
            {row.mealTitles.length > 0 ? (
              <ul>
                {row.mealTitles.map((title, index) => (
                  <li key={`${title}${index}`}>{title}</li>
                ))}
              </ul>
            ) : (
              <p className="muted">Nothing planned</p>
            )}
          </article>
        ))}
      </div>
    </section>
  );
}
