// "Your plan" at the top of Home for a signed-in resident: the package and until when it covers
// them ("Your plan: Gold, covered until 27 Dec"), this month's meals, skips and rebate so far,
// and the way onward where there is one ("See packages" without a package, "Renew" once the
// cover has ended). The figures are the server's (GET /package-cover/month); until they arrive,
// or offline, the package from the signed-in account shows alone. Its height is held from the
// first paint, so the menu below never moves when the figures arrive.
import { CalendarCheck, CalendarX, Package } from 'lucide-react';
import { Link } from 'react-router-dom';
import { badgeTier } from '@hostel/shared-schema';
import { useAuth } from '../../app/auth';
import { usePlanMonth } from './use-plan-month';
import { paths } from '../../lib/paths';
import { packageWayOf } from './package-way';
import { PackageWayLink } from './package-way-link';
import { monthFigures, planHeadline } from './plan-words';
import './your-plan.css';

export function YourPlan() {
  const { user, role } = useAuth();
  const resident = Boolean(user) && role !== 'admin';
  const { data: plan, errorText } = usePlanMonth(resident);
  if (!user || !resident) return null;
  const tier = badgeTier(user.badge);
  const way = packageWayOf(user.badge, plan?.cover);
  const Icon = !tier ? Package : way === 'renew' ? CalendarX : CalendarCheck;
  return (
    <section className="container your-plan__wrap" aria-labelledby="your-plan-title">
      <div className={`your-plan your-plan--${way ?? 'covered'}`}>
        <Icon aria-hidden size={22} className="your-plan__icon" />
        <div className="your-plan__text">
          <h2 id="your-plan-title" className="your-plan__title">
            {tier ? planHeadline(tier, plan?.cover) : 'No meal package yet'}
          </h2>
          <p className="your-plan__figures muted">
            {!tier
              ? 'A package counts you in for every meal and lets you skip with a rebate.'
              : plan
                ? `This month so far: ${monthFigures(plan)}`
                : errorText
                  ? 'This month’s meals and rebate show when you are online.'
                  : null}
          </p>
        </div>
        {way ? (
          <PackageWayLink way={way} />
        ) : (
          <Link to={paths.dashboardChild('my-statement')} className="your-plan__more">
            Statement
          </Link>
        )}
      </div>
    </section>
  );
}
