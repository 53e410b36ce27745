// The last 30 days in the kitchen: per slot, the plates expected and the meals skipped, stacked
// per day (recharts; only the Kitchen route loads this chunk). Until there is history (no
// resident was expected and nobody skipped in those days: a new hostel, a new installation) it
// says so and when the chart fills in, instead of drawing empty axes.
import { useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { MEAL_TYPES, type KitchenSlotRow, type MealType } from '@hostel/shared-schema';
import { Select } from '../../../components/ui';

const LABEL: Record<MealType, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
};

export function KitchenChart({ rows }: { rows: KitchenSlotRow[] }) {
  const [slot, setSlot] = useState<MealType>('lunch');
  const data = rows
    .filter((row) => row.slot === slot)
    .map((row) => ({ day: row.date.slice(5), expected: row.expected, skipped: row.skips }));
  const history = rows.some((row) => row.expected > 0 || row.skips > 0);
  if (!history) {
    return (
      <figure className="kitchen-chart">
        <figcaption className="kitchen-chart__head">
          <span>Last 30 days: plates expected and meals skipped</span>
        </figcaption>
        <div className="kitchen-chart__empty">
          <p>
            <strong>No history yet.</strong>
          </p>
          <p>
            The chart fills in day by day once residents hold a package: the plates expected and the
            meals skipped at each slot.
          </p>
        </div>
      </figure>
    );
  }
  return (
    <figure className="kitchen-chart">
      <figcaption className="kitchen-chart__head">
        <span>Last 30 days: plates expected and meals skipped</span>
        <Select
          label="Slot"
          hideLabel
          value={slot}
          onChange={(event) => setSlot(event.target.value as MealType)}
          options={MEAL_TYPES.map((value) => ({ value, label: LABEL[value] }))}
        />
      </figcaption>
      <div className="kitchen-chart__plot">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
            <XAxis dataKey="day" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Legend />
            <Bar dataKey="expected" name="Expected" stackId="plates" fill="var(--color-accent)" />
            <Bar dataKey="skipped" name="Skipped" stackId="plates" fill="var(--color-saffron)" />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
