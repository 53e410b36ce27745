// The resident's tab bar on phones, beside the spec's navigation bar (which stays): Today (Home,
// with today's menu), Menu (the week), Pass (the meal pass shown at the counter), Meals (All
// Meals), Messages (the chat) and Me (the dashboard: profile, skips, statement, reviews,
// requests), each one tap away at the bottom of
// the screen. Only a signed-in resident gets it, and only on a phone (resident-tab-bar.css).
// Messages carries the count of unread answers, kept live.
import {
  CalendarDays,
  CircleUser,
  House,
  MessageCircle,
  QrCode,
  Soup,
  type LucideIcon,
} from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { UnreadBadge, UnreadWords, useChatUnread } from '../../components/chat-unread';
import { paths } from '../../lib/paths';
import { useAuth } from '../auth';
import './resident-tab-bar.css';

type Tab = { to: string; label: string; icon: LucideIcon; active: (pathname: string) => boolean };

const CHAT = paths.dashboardChild('user-chat');
const PASS = paths.dashboardChild('meal-pass');

const TABS: readonly Tab[] = [
  { to: paths.home, label: 'Today', icon: House, active: (path) => path === paths.home },
  { to: paths.menu(), label: 'Menu', icon: CalendarDays, active: (path) => path === paths.menu() },
  { to: PASS, label: 'Pass', icon: QrCode, active: (path) => path === PASS },
  {
    to: paths.allMeals,
    label: 'Meals',
    icon: Soup,
    active: (path) => path === paths.allMeals || path.startsWith('/meal/'),
  },
  { to: CHAT, label: 'Messages', icon: MessageCircle, active: (path) => path === CHAT },
  {
    to: paths.dashboardChild('my-profile'),
    label: 'Me',
    icon: CircleUser,
    active: (path) => path.startsWith(`${paths.dashboard}/`) && path !== CHAT && path !== PASS,
  },
];

export function ResidentTabBar() {
  const { user, role } = useAuth();
  const { pathname } = useLocation();
  const unread = useChatUnread();
  if (!user || role !== 'general') return null;
  return (
    <nav className="tab-bar" aria-label="Quick tabs">
      <ul>
        {TABS.map(({ to, label, icon: Icon, active }) => {
          const current = active(pathname);
          return (
            <li key={label}>
              <Link
                to={to}
                className={current ? 'tab-bar__tab tab-bar__tab--active' : 'tab-bar__tab'}
                aria-current={current ? 'page' : undefined}
              >
                <span className="tab-bar__icon">
                  <Icon aria-hidden size={22} />
                  {to === CHAT && (
                    <UnreadBadge count={unread} className="tab-bar__badge" spoken={false} />
                  )}
                </span>
                {label}
                {to === CHAT && <UnreadWords count={unread} />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
