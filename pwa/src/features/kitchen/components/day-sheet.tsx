// The printable day sheet for the cooks: each slot of one day with its serving time, the plates
// to cook (with residents and skips beside), the plates per dish, the expected residents' diets
// and allergies, and who they are on demand. Printing shows only this sheet.
import { dayLabel, type KitchenSlotRow } from '@hostel/shared-schema';
import { counted } from '../../../lib/format';
import { SlotDishes, SlotNeeds, WhoIsExpected } from './slot-people';

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
              <strong>{row.expected}</strong> {row.expected === 1 ? 'plate' : 'plates'}
            </p>
            <p className="muted tabular">
              {counted(row.residents, 'resident', 'residents')} − {row.skips} skipped
            </p>
            <SlotDishes row={row} />
            <SlotNeeds row={row} />
            <WhoIsExpected row={row} />
          </article>
        ))}
      </div>
    </section>
  );
}
