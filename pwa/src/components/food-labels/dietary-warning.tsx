// The personal warning on a meal that does not fit the resident's dietary needs, with the texts
// of dietaryWarnings() ("Contains peanuts", "Not halal"). `inline` sits on cards and rows;
// `block` heads the details page with a way to change the needs. Icon + words, never colour only.
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import './food-labels.css';

export function DietaryWarning({
  warnings,
  variant = 'inline',
}: {
  warnings: readonly string[];
  variant?: 'inline' | 'block';
}) {
  if (warnings.length === 0) return null;
  if (variant === 'block') {
    return (
      <section className="dietary-warning dietary-warning--block" aria-labelledby="fit-title">
        <TriangleAlert aria-hidden size={24} />
        <div>
          <h2 id="fit-title" className="dietary-warning__title">
            Not for your dietary needs
          </h2>
          <ul className="dietary-warning__list">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
          <Link
            to={`${paths.dashboardChild('my-profile')}#dietary-needs`}
            className="dietary-warning__link"
          >
            Change my dietary needs
          </Link>
        </div>
      </section>
    );
  }
  return (
    <p className="dietary-warning" data-testid="dietary-warning">
      <TriangleAlert aria-hidden size={16} />
      <span>
        <span className="visually-hidden">Warning: </span>
        {warnings.join(' · ')}
      </span>
    </p>
  );
}
