// Dashboard layout of spec §2: a sidebar with the role's items (plus Home) and the child page.
// On phones the sidebar gives way to a bar with a sheet of every page (dashboard-phone-nav.tsx),
// fed from the same lists. The storage notice is the main layout's (one per page), not repeated here.
// Chat carries the count of unread messages (the resident's from the admins, an admin's from
// every customer), kept live.
import {
  CalendarClock,
  CalendarDays,
  CalendarX,
  ChefHat,
  FileSpreadsheet,
  QrCode,
  ScanLine,
  ReceiptText,
  Settings,
  ClipboardList,
  CreditCard,
  Home,
  MessageCircle,
  MessageSquareText,
  PlusCircle,
  Soup,
  Star,
  User,
  Users,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';
import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { UnreadBadge, useChatUnread } from '../../components/chat-unread';
import { PageSpinner } from '../../components/page-spinner';
import { paths, type DashboardChild } from '../../lib/paths';
import { useAuth } from '../auth';
import { DashboardPhoneNav, type DashboardNavItem } from './dashboard-phone-nav';
import './dashboard-layout.css';

type SidebarItem = { child: DashboardChild; label: string; icon: LucideIcon };

const GENERAL_SIDEBAR: readonly SidebarItem[] = [
  { child: 'my-profile', label: 'My Profile', icon: User },
  { child: 'requested-meals', label: 'Requested Meals', icon: ClipboardList },
  { child: 'my-reviews', label: 'My Reviews', icon: Star },
  { child: 'user-chat', label: 'Chat', icon: MessageCircle },
  // Beyond the spec: the menu, skips, kitchen, statements and settings.
  { child: 'my-skips', label: 'My Skips', icon: CalendarX },
  { child: 'my-statement', label: 'Statement', icon: ReceiptText },
  { child: 'meal-pass', label: 'Meal pass', icon: QrCode },
];

const ADMIN_SIDEBAR: readonly SidebarItem[] = [
  { child: 'admin-profile', label: 'Admin Profile', icon: User },
  { child: 'manage-users', label: 'Manage Users', icon: Users },
  { child: 'add-meal', label: 'Add Meal', icon: PlusCircle },
  { child: 'all-meals', label: 'All Meals', icon: Soup },
  { child: 'all-reviews', label: 'All Reviews', icon: MessageSquareText },
  { child: 'serve-meals', label: 'Serve Meals', icon: UtensilsCrossed },
  { child: 'upcoming-meals', label: 'Upcoming Meals', icon: CalendarClock },
  { child: 'all-payments', label: 'All Payments', icon: CreditCard },
  { child: 'admin-chat', label: 'Chat', icon: MessageCircle },
  // Beyond the spec: the menu, skips, kitchen, statements and settings.
  { child: 'plan-menu', label: 'Plan Menu', icon: CalendarDays },
  { child: 'kitchen', label: 'Kitchen', icon: ChefHat },
  { child: 'statements', label: 'Statements', icon: FileSpreadsheet },
  { child: 'settings', label: 'Settings', icon: Settings },
  { child: 'counter', label: 'Counter', icon: ScanLine },
];

const CHAT_CHILDREN: ReadonlySet<DashboardChild> = new Set(['user-chat', 'admin-chat']);

export function DashboardLayout() {
  const { role } = useAuth();
  const unread = useChatUnread();
  const items = role === 'admin' ? ADMIN_SIDEBAR : GENERAL_SIDEBAR;
  const badgeOf = (child: DashboardChild) => (CHAT_CHILDREN.has(child) ? unread : 0);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'sidebar__link sidebar__link--active' : 'sidebar__link';
  const phoneItems: DashboardNavItem[] = [
    ...items.map(({ child, label, icon }) => ({
      to: paths.dashboardChild(child),
      label,
      icon,
      badge: badgeOf(child),
    })),
    { to: paths.home, label: 'Home', icon: Home, end: true },
  ];
  return (
    <div className="dashboard container">
      <DashboardPhoneNav items={phoneItems} />
      <aside className="sidebar">
        <nav aria-label="Dashboard">
          <ul>
            {items.map(({ child, label, icon: Icon }) => (
              <li key={child}>
                <NavLink to={paths.dashboardChild(child)} className={linkClass}>
                  <Icon aria-hidden size={18} />
                  {label}
                  <UnreadBadge count={badgeOf(child)} className="sidebar__badge" />
                </NavLink>
              </li>
            ))}
            <li className="sidebar__divider" aria-hidden />
            <li>
              <NavLink to={paths.home} end className={linkClass}>
                <Home aria-hidden size={18} />
                Home
              </NavLink>
            </li>
          </ul>
        </nav>
      </aside>
      <div className="dashboard__content">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
