// The link out of a "needs a package" dead end: "See packages" to the home page's package prices,
// or "Renew" to My Profile, where the Renew package action is. The accessible name starts with
// the visible words (axe label-content-name-mismatch) and says what the link is about.
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { PACKAGES_ANCHOR, type PackageWay } from './package-way';
import './package-way.css';

export function PackageWayLink({ way }: { way: PackageWay }) {
  if (way === 'renew') {
    return (
      <Link to={paths.dashboardChild('my-profile')} className="package-way">
        Renew<span className="visually-hidden"> your package</span>
        <ArrowRight aria-hidden size={14} />
      </Link>
    );
  }
  return (
    <Link to={`${paths.home}#${PACKAGES_ANCHOR}`} className="package-way">
      See packages
      <ArrowRight aria-hidden size={14} />
    </Link>
  );
}
