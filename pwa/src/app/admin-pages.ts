// The admin dashboard's page modules, loaded on demand by the router (router.tsx), and their
// warm-up. These chunks, and this table itself, are left out of the service worker's precache (a
// resident's first visit would pay for recharts and the admin forms it never opens:
// scripts/precache-plan.ts); when an admin is signed in and online, this table and every admin
// page are fetched once so the worker's /assets/ rule caches them, and the admin desktop opens
// any of them offline after one online visit.
import type { DashboardAdminChild } from '../lib/paths';

/** A page's lazy module and the name of its component's export (the router's `page()`). */
export type PageModule = { load: () => Promise<Record<string, unknown>>; name: string };

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

let warming: Promise<void> | undefined;

/**
 * Fetches every admin page's chunks (once per tab, when the browser is idle): the service
 * worker caches them as they pass. A failed fetch (offline, a new deploy) is tried again at the
 * next call, e.g. the next sign-in or reload.
 */
export function warmAdminPages(): Promise<void> {
  warming ??= new Promise<void>((resolve) => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 0));
    idle(() => resolve());
  })
    .then(() => Promise.all(Object.values(ADMIN_PAGE_MODULES).map((page) => page.load())))
    .then(
      () => undefined,
      () => {
        warming = undefined;
      },
    );
  return warming;
}
