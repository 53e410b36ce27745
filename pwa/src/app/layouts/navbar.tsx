// Navigation bar of spec §2: logo with the product name, Home, Meals, the Upcoming Meals button,
// the sync state, and the avatar menu (name, Dashboard by role, Logout) or Join Us.
import { CalendarClock, LayoutDashboard, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { MESSAGES, TIMINGS } from '@hostel/shared-schema';
import { SyncIndicator } from '../../components/sync';
import {
  Button,
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  toast,
} from '../../components/ui';
import { UpcomingMealsDialog } from '../../features/upcoming-meals/components/upcoming-meals-dialog';
import { dashboardHomeFor, paths } from '../../lib/paths';
import { useAuth } from '../auth';
import './navbar.css';

const DEFAULT_AVATAR = '/default-avatar.png';

function AvatarMenu() {
  const { user, role, signOut } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;
  const dashboard = dashboardHomeFor(role);
  return (
    <DropdownMenu
      trigger={
        <button
          type="button"
          className="navbar__avatar"
          aria-label={`Account menu for ${user.name}`}
        >
          <img
            src={user.photo || DEFAULT_AVATAR}
            alt=""
            width={40}
            height={40}
            onError={(event) => {
              if (!event.currentTarget.src.endsWith(DEFAULT_AVATAR)) {
                event.currentTarget.src = DEFAULT_AVATAR;
              }
            }}
          />
        </button>
      }
    >
      <DropdownMenuLabel>{user.name}</DropdownMenuLabel>
      <DropdownMenuSeparator />
      {dashboard ? (
        <DropdownMenuItem asChild>
          <Link to={dashboard}>
            <LayoutDashboard aria-hidden size={18} />
            Dashboard
          </Link>
        </DropdownMenuItem>
      ) : (
        <DropdownMenuItem disabled>
          <LayoutDashboard aria-hidden size={18} />
          Dashboard
        </DropdownMenuItem>
      )}
      <DropdownMenuItem
        onSelect={() => {
          void signOut().then(() => {
            toast.success(MESSAGES.logoutSuccess, { duration: TIMINGS.logoutToastMs });
            navigate(paths.home);
          });
        }}
      >
        <LogOut aria-hidden size={18} />
        Logout
      </DropdownMenuItem>
    </DropdownMenu>
  );
}

export function Navbar() {
  const { user, loading } = useAuth();
  const [upcomingOpen, setUpcomingOpen] = useState(false);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'navbar__link navbar__link--active' : 'navbar__link';
  return (
    <header className="navbar">
      <div className="navbar__inner container">
        <Link to={paths.home} className="navbar__brand">
          <img src="/logo.png" alt="" width={40} height={40} />
          <span>Hostel Meals</span>
        </Link>
        <nav className="navbar__links" aria-label="Main">
          <NavLink to={paths.home} end className={linkClass}>
            Home
          </NavLink>
          <NavLink to={paths.allMeals} className={linkClass}>
            Meals
          </NavLink>
          <UpcomingMealsDialog
            open={upcomingOpen}
            onOpenChange={setUpcomingOpen}
            trigger={
              <button type="button" className="navbar__link navbar__link--button">
                <CalendarClock aria-hidden size={18} />
                Upcoming Meals
              </button>
            }
          />
        </nav>
        <div className="navbar__end">
          <SyncIndicator />
          {/* A box of Join Us's width whatever it holds (the placeholder while the session is
              checked, Join Us or the avatar), so nothing in the bar moves when it is filled. */}
          <div className="navbar__account">
            {user ? (
              <AvatarMenu />
            ) : loading ? (
              <span className="navbar__avatar-placeholder" aria-hidden />
            ) : (
              <Button asChild size="md">
                <Link to={paths.login}>Join Us</Link>
              </Button>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
