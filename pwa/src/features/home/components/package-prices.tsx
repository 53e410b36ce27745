// The package price section: silver, gold and platinum per month in Tk with every feature of
// spec §9 (those a plan lacks are struck through), each linking to /checkout/{package}. The
// signed-in resident's own package is marked "Your plan" with until when it covers them, and the
// section is the target of every "See packages" link (#packages), scrolled into view on arrival.
import { Check, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  ALL_PACKAGE_FEATURES,
  badgeTier,
  PACKAGE_FEATURES,
  PACKAGE_NAMES,
  PACKAGE_PRICES,
} from '@hostel/shared-schema';
import { useAuth } from '../../../app/auth';
import { PACKAGES_ANCHOR } from '../../../components/package-cover/package-way';
import { coverPhrase } from '../../../components/package-cover/plan-words';
import { Badge, Button, Card } from '../../../components/ui';
import { formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { usePlanMonth } from '../../../components/package-cover/use-plan-month';

export function PackagePrices() {
  const { user, role } = useAuth();
  const mine = role === 'admin' ? undefined : badgeTier(user?.badge);
  const { data: plan } = usePlanMonth(Boolean(mine));
  const cover = coverPhrase(plan?.cover);
  const section = useRef<HTMLElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (location.hash === `#${PACKAGES_ANCHOR}`) section.current?.scrollIntoView();
  }, [location.hash, location.key]);
  return (
    <section
      ref={section}
      id={PACKAGES_ANCHOR}
      className="section container"
      aria-labelledby="packages-title"
    >
      <h2 id="packages-title" className="section-title">
        Meal Packages
      </h2>
      <ul className="packages">
        {PACKAGE_NAMES.map((name) => {
          const included = new Set<string>(PACKAGE_FEATURES[name]);
          return (
            <Card
              as="li"
              key={name}
              className={`package package--${name}${name === mine ? ' package--current' : ''}`}
            >
              <h3 className="package__name">
                {name}
                {name === mine && <Badge tone="success">Your plan</Badge>}
              </h3>
              {name === mine && cover && <p className="package__cover">Yours, {cover}</p>}
              <p className="package__price">
                <span className="tabular">{formatNumber(PACKAGE_PRICES[name])}</span> Tk
                <span className="package__per"> / month</span>
              </p>
              <ul className="package__features">
                {ALL_PACKAGE_FEATURES.map((feature) =>
                  included.has(feature) ? (
                    <li key={feature}>
                      <Check aria-hidden size={18} className="package__yes" />
                      {feature}
                    </li>
                  ) : (
                    <li key={feature} className="package__missing">
                      <X aria-hidden size={18} />
                      <s>
                        <span className="visually-hidden">Not included: </span>
                        {feature}
                      </s>
                    </li>
                  ),
                )}
              </ul>
              <Button asChild block variant={name === 'gold' ? 'primary' : 'secondary'}>
                {/* The accessible name starts with the visible words (axe
                    label-content-name-mismatch): "Buy silver package". */}
                <Link to={paths.checkout(name)}>
                  Buy {name}
                  <span className="visually-hidden"> package</span>
                </Link>
              </Button>
            </Card>
          );
        })}
      </ul>
    </section>
  );
}
