// The month field of both statement pages ("yyyy-MM"; the month lives in the address, useMonth).
import { Input } from '../../../components/ui';

export function MonthPicker({
  month,
  onChange,
}: {
  month: string;
  onChange: (month: string) => void;
}) {
  return (
    <Input
      label="Month"
      type="month"
      value={month}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
