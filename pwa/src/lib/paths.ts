// Every route of spec §2 in one place: patterns for the router and builders for links, so a path
// is written once. Dashboard children are relative segments under /dashboard.
export const DASHBOARD_ADMIN_CHILDREN = [
  'admin-profile',
  'manage-users',
  'add-meal',
  'all-meals',
  'all-reviews',
  'serve-meals',
  'upcoming-meals',
  'all-payments',
  'admin-chat',
  // Beyond the spec: the menu, skips, kitchen, statements and settings.
  'plan-menu',
  'kitchen',
  'statements',
  'settings',
  // Beyond the spec: the meal pass's counter.
  'counter',
] as const;
export const DASHBOARD_USER_CHILDREN = [
  'my-profile',
  'requested-meals',
  'my-reviews',
  'user-chat',
  // Beyond the spec: the menu, skips, kitchen, statements and settings.
  'my-skips',
  'my-statement',
  // Beyond the spec: the meal pass shown at the counter.
  'meal-pass',
] as const;
export type DashboardAdminChild = (typeof DASHBOARD_ADMIN_CHILDREN)[number];
export type DashboardUserChild = (typeof DASHBOARD_USER_CHILDREN)[number];
export type DashboardChild = DashboardAdminChild | DashboardUserChild;

export const paths = {
  home: '/',
  allMeals: '/all-meals',
  /** All Meals searched by name (its filters live in the address, meal-filters-address.ts). */
  allMealsSearch: (text: string) => `/all-meals?search=${encodeURIComponent(text)}`,
  /** The week's menu, optionally on a day. */
  menu: (date?: string) => (date ? `/menu?day=${date}` : '/menu'),
  meal: (id: string) => `/meal/${encodeURIComponent(id)}`,
  checkout: (packageName: string) => `/checkout/${encodeURIComponent(packageName)}`,
  login: '/login',
  registration: '/registration',
  /** Beyond the spec: asking for a password reset link, and following one. */
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  dashboardChild: (child: DashboardChild) => `/dashboard/${child}`,
  /** Where a sign-in with no remembered page goes: on to the role's start (admins: dashboard). */
  landing: '/start',
  /** The footer's Contact link points to / (spec §2). */
  contact: '/',
} as const;

/** Router patterns (react-router syntax). */
export const routePatterns = {
  home: '/',
  allMeals: '/all-meals',
  menu: '/menu',
  meal: '/meal/:id',
  checkout: '/checkout/:packageName',
  login: '/login',
  registration: '/registration',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  landing: '/start',
} as const;

/** Where the Dashboard link of the avatar menu goes for a role (spec §2), or nowhere. */
export function dashboardHomeFor(role: string | undefined): string | undefined {
  if (role === 'admin') return paths.dashboardChild('admin-profile');
  if (role === 'general') return paths.dashboardChild('my-profile');
  return undefined;
}
