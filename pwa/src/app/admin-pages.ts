// The admin dashboard's page modules, loaded on demand by the router (router.tsx), and their
// warm-up (page-modules.ts): a resident's first visit does not pay for recharts and the admin
// forms it never opens; the admin desktop opens every admin page offline after one online visit.
import type { DashboardAdminChild } from '../lib/paths';
import type { PageModule } from './page-modules';

export const ADMIN_PAGE_MODULES: Record<DashboardAdminChild, PageModule> = {
  'admin-profile': {
    load: () => import('../features/admin-dashboard/pages/admin-profile-page'),
    name: 'AdminProfilePage',
  },
  'manage-users': {
    load: () => import('../features/admin-dashboard/pages/manage-users-page'),
    name: 'ManageUsersPage',
  },
  'add-meal': {
    load: () => import('../features/admin-dashboard/pages/add-meal-page'),
    name: 'AddMealPage',
  },
  'all-meals': {
    load: () => import('../features/admin-dashboard/pages/admin-meals-page'),
    name: 'AdminMealsPage',
  },
  'all-reviews': {
    load: () => import('../features/admin-dashboard/pages/all-reviews-page'),
    name: 'AllReviewsPage',
  },
  'serve-meals': {
    load: () => import('../features/admin-dashboard/pages/serve-meals-page'),
    name: 'ServeMealsPage',
  },
  'upcoming-meals': {
    load: () => import('../features/admin-dashboard/pages/admin-upcoming-meals-page'),
    name: 'AdminUpcomingMealsPage',
  },
  'all-payments': {
    load: () => import('../features/admin-dashboard/pages/all-payments-page'),
    name: 'AllPaymentsPage',
  },
  'admin-chat': {
    load: () => import('../features/chat/pages/admin-chat-page'),
    name: 'AdminChatPage',
  },
  // Beyond the spec: the menu, skips, kitchen, statements and settings.
  'plan-menu': {
    load: () => import('../features/plan-menu/pages/plan-menu-page'),
    name: 'PlanMenuPage',
  },
  kitchen: { load: () => import('../features/kitchen/pages/kitchen-page'), name: 'KitchenPage' },
  statements: {
    load: () => import('../features/statements/pages/all-statements-page'),
    name: 'AllStatementsPage',
  },
  settings: {
    load: () => import('../features/hostel-settings/pages/settings-page'),
    name: 'SettingsPage',
  },
  counter: { load: () => import('../features/counter/pages/counter-page'), name: 'CounterPage' },
};
