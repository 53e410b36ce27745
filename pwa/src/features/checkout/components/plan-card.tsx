// The plan card of spec §2 "Checkout": monthly price and every feature, the ones the package
// lacks struck through (spec §9). An unknown package name shows a spinner here instead.
import { Check, X } from 'lucide-react';
import {
  ALL_PACKAGE_FEATURES,
  PACKAGE_FEATURES,
  PACKAGE_PRICES,
  type PackageName,
} from '@hostel/shared-schema';
import { Card, Spinner } from '../../../components/ui';
import { formatTk } from '../../../lib/format';

export function PlanCard({ pack }: { pack: PackageName | undefined }) {
  if (!pack) {
    return (
      <Card as="section" className="plan-card plan-card--pending" aria-label="Plan">
        <Spinner size={40} label="Loading the plan" />
      </Card>
    );
  }
  const included = new Set(PACKAGE_FEATURES[pack]);
  return (
    <Card as="section" className={`plan-card plan-card--${pack}`} aria-labelledby="plan-title">
      <p className="plan-card__eyebrow">Monthly plan</p>
      <h2 id="plan-title" className="plan-card__name">
        {pack}
      </h2>
      <p className="plan-card__price tabular">
        <strong>{formatTk(PACKAGE_PRICES[pack])}</strong> <span className="muted">/ month</span>
      </p>
      <ul className="plan-card__features">
        {ALL_PACKAGE_FEATURES.map((feature) =>
          included.has(feature) ? (
            <li key={feature} className="plan-card__feature">
              <Check aria-hidden size={18} className="plan-card__icon plan-card__icon--yes" />
              {feature}
            </li>
          ) : (
            <li key={feature} className="plan-card__feature plan-card__feature--no">
              <X aria-hidden size={18} className="plan-card__icon" />
              <s>{feature}</s>
              <span className="visually-hidden"> (not included)</span>
            </li>
          ),
        )}
      </ul>
    </Card>
  );
}
