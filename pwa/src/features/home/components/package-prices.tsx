// The package price section: silver, gold and platinum per month in Tk with every feature of
// spec §9 (those a plan lacks are struck through), each linking to /checkout/{package}.
import { Check, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import {
  ALL_PACKAGE_FEATURES,
  PACKAGE_FEATURES,
  PACKAGE_NAMES,
  PACKAGE_PRICES,
} from '@hostel/shared-schema';
import { Button, Card } from '../../../components/ui';
import { formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';

export function PackagePrices() {
  return (
    <section className="section container" aria-labelledby="packages-title">
      <h2 id="packages-title" className="section-title">
        Meal Packages
      </h2>
      <ul className="packages">
        {PACKAGE_NAMES.map((name) => {
          const included = new Set<string>(PACKAGE_FEATURES[name]);
          return (
            <Card as="li" key={name} className={`package package--${name}`}>
              <h3 className="package__name">{name}</h3>
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
