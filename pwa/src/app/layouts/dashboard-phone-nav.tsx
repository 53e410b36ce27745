// The dashboard's navigation on phones: a bar naming the current page with a
// "Pages" button that opens a sheet listing EVERY page of the role in a wrapped grid, so nothing
// hides behind a sideways scroll on a 360 px screen. It is driven by the same item list as the
// desktop sidebar: a page added there appears here with no extra work.
import { LayoutGrid, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { UnreadBadge } from '../../components/chat-unread';
import { Button, Dialog } from '../../components/ui';

/** `badge`: a count beside the item (Chat's unread messages), also shown on the Pages button. */
export type DashboardNavItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
  badge?: number;
};

export function DashboardPhoneNav({ items }: { items: readonly DashboardNavItem[] }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const current = items.find((item) => item.to === pathname);
  const CurrentIcon = current?.icon;
  const badges = items.reduce((sum, item) => sum + (item.badge ?? 0), 0);
  return (
    <div className="dash-phone-nav">
      <span className="dash-phone-nav__current">
        {CurrentIcon && <CurrentIcon aria-hidden size={18} />}
        {current?.label ?? 'Dashboard'}
      </span>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Dashboard pages"
        size="sm"
        trigger={
          <Button variant="secondary" size="sm" icon={<LayoutGrid aria-hidden size={18} />}>
            Pages
            <UnreadBadge count={badges} />
          </Button>
        }
      >
        <nav aria-label="Dashboard pages">
          <ul className="dash-phone-nav__grid">
            {items.map(({ to, label, icon: Icon, end, badge = 0 }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    isActive
                      ? 'dash-phone-nav__link dash-phone-nav__link--active'
                      : 'dash-phone-nav__link'
                  }
                  onClick={() => setOpen(false)}
                >
                  <Icon aria-hidden size={20} />
                  {label}
                  <UnreadBadge count={badge} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </Dialog>
    </div>
  );
}
