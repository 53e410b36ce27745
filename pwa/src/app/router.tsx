// Every route of spec §2. Pages are lazy chunks (named exports, loaded by `page()`), so the first
// load carries only the shell. To add a screen: write features/<feature>/pages/<x>-page.tsx with
// a named export and point its route here; paths themselves live in lib/paths.ts.
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import {
  DASHBOARD_ADMIN_CHILDREN,
  DASHBOARD_USER_CHILDREN,
  routePatterns,
  type DashboardAdminChild,
  type DashboardUserChild,
} from '../lib/paths';
import { AppRoot } from './app-root';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { BareLayout, MainLayout } from './layouts/main-layout';
import { DashboardLayout } from './layouts/dashboard-layout';
import { DashboardIndex } from './routes/dashboard-index';
import { ErrorPage } from './routes/error-page';

type Loader = () => Promise<Record<string, unknown>>;

/** A lazy route whose module exports the page component under `name`. */
function page(load: Loader, name: string): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => ({ Component: (await load())[name] as ComponentType }),
  };
}

const adminPages: Record<DashboardAdminChild, Pick<RouteObject, 'lazy'>> = {
  'admin-profile': page(
    () => import('../features/admin-dashboard/pages/admin-profile-page'),
    'AdminProfilePage',
  ),
  'manage-users': page(
    () => import('../features/admin-dashboard/pages/manage-users-page'),
    'ManageUsersPage',
  ),
  'add-meal': page(() => import('../features/admin-dashboard/pages/add-meal-page'), 'AddMealPage'),
  'all-meals': page(
    () => import('../features/admin-dashboard/pages/admin-meals-page'),
    'AdminMealsPage',
  ),
  'all-reviews': page(
    () => import('../features/admin-dashboard/pages/all-reviews-page'),
    'AllReviewsPage',
  ),
  'serve-meals': page(
    () => import('../features/admin-dashboard/pages/serve-meals-page'),
    'ServeMealsPage',
  ),
  'upcoming-meals': page(
    () => import('../features/admin-dashboard/pages/admin-upcoming-meals-page'),
    'AdminUpcomingMealsPage',
  ),
  'all-payments': page(
    () => import('../features/admin-dashboard/pages/all-payments-page'),
    'AllPaymentsPage',
  ),
  'admin-chat': page(() => import('../features/chat/pages/admin-chat-page'), 'AdminChatPage'),
  // issue 13
  'plan-menu': page(() => import('../features/plan-menu/pages/plan-menu-page'), 'PlanMenuPage'),
  kitchen: page(() => import('../features/kitchen/pages/kitchen-page'), 'KitchenPage'),
  statements: page(
    () => import('../features/statements/pages/all-statements-page'),
    'AllStatementsPage',
  ),
  settings: page(() => import('../features/hostel-settings/pages/settings-page'), 'SettingsPage'),
};

const userPages: Record<DashboardUserChild, Pick<RouteObject, 'lazy'>> = {
  'my-profile': page(
    () => import('../features/user-dashboard/pages/my-profile-page'),
    'MyProfilePage',
  ),
  'requested-meals': page(
    () => import('../features/user-dashboard/pages/requested-meals-page'),
    'RequestedMealsPage',
  ),
  'my-reviews': page(
    () => import('../features/user-dashboard/pages/my-reviews-page'),
    'MyReviewsPage',
  ),
  'user-chat': page(() => import('../features/chat/pages/user-chat-page'), 'UserChatPage'),
  // issue 13
  'my-skips': page(() => import('../features/menu/pages/my-skips-page'), 'MySkipsPage'),
  'my-statement': page(
    () => import('../features/statements/pages/my-statement-page'),
    'MyStatementPage',
  ),
};

const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <ErrorPage />,
    children: [
      {
        element: <MainLayout />,
        children: [
          { index: true, ...page(() => import('../features/home/pages/home-page'), 'HomePage') },
          {
            path: routePatterns.allMeals,
            ...page(() => import('../features/meals/pages/all-meals-page'), 'AllMealsPage'),
          },
          {
            path: routePatterns.menu,
            ...page(() => import('../features/menu/pages/menu-page'), 'MenuPage'),
          },
          {
            path: routePatterns.meal,
            ...page(() => import('../features/meals/pages/meal-details-page'), 'MealDetailsPage'),
          },
          {
            path: routePatterns.checkout,
            element: <RequireAuth />,
            children: [
              {
                index: true,
                ...page(() => import('../features/checkout/pages/checkout-page'), 'CheckoutPage'),
              },
            ],
          },
          {
            path: routePatterns.dashboard,
            element: (
              <RequireAuth>
                <DashboardLayout />
              </RequireAuth>
            ),
            children: [
              { index: true, element: <DashboardIndex /> },
              ...DASHBOARD_ADMIN_CHILDREN.map((child) => ({
                path: child,
                element: <RequireAdmin />,
                children: [{ index: true, ...adminPages[child] }],
              })),
              ...DASHBOARD_USER_CHILDREN.map((child) => ({ path: child, ...userPages[child] })),
            ],
          },
        ],
      },
      {
        element: <BareLayout />,
        children: [
          {
            path: routePatterns.login,
            ...page(() => import('../features/auth/pages/login-page'), 'LoginPage'),
          },
          {
            path: routePatterns.registration,
            ...page(() => import('../features/auth/pages/registration-page'), 'RegistrationPage'),
          },
        ],
      },
      { path: '*', element: <ErrorPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
