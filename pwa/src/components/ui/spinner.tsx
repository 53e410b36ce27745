// Spinner: an accessible busy indicator (role=status with a hidden label).
import './spinner.css';

export function Spinner({ label = 'Loading', size = 24 }: { label?: string; size?: number }) {
  return (
    <span className="ui-spinner" role="status" style={{ width: size, height: size }}>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
