// The search field of manage-users and serve-meals ("search by name or email").
import { Input } from '../../../components/ui';

export function SearchBox({
  value,
  onChange,
  label = 'Search by name or email',
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
}) {
  return (
    <Input
      type="search"
      label={label}
      placeholder="Name or email"
      value={value}
      autoComplete="off"
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
