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
import { ADMIN_PAGE_MODULES } from './admin-pages';
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

// The admin pages' modules live in admin-pages.ts, which also warms them for an admin.
const adminPages = Object.fromEntries(
  Object.entries(ADMIN_PAGE_MODULES).map(([child, module]) => [
    child,
    page(module.load, module.name),
  ]),
) as Record<DashboardAdminChild, Pick<RouteObject, 'lazy'>>;

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
