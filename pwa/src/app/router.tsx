// Every route of spec §2, in react-router's declarative mode (`BrowserRouter` + `useRoutes`; the
// data mode's router brought 15 KiB of brotli for loaders and actions the app never used:
// docs/decisions/0033-declarative-router.md). Pages are lazy chunks (React.lazy over named exports, made by `page()`),
// so the first load carries only the shell. To add a screen: write
// features/<feature>/pages/<x>-page.tsx with a named export and point its route here; paths
// themselves live in lib/paths.ts.
import { lazy, type ComponentType } from 'react';
import { BrowserRouter, matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import {
  DASHBOARD_ADMIN_CHILDREN,
  DASHBOARD_USER_CHILDREN,
  routePatterns,
  type DashboardAdminChild,
  type DashboardUserChild,
} from '../lib/paths';
import type { PageModule } from './page-modules';
import { AppRoot } from './app-root';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { BareLayout, MainLayout } from './layouts/main-layout';
import { DashboardLayout } from './layouts/dashboard-layout';
import { DashboardIndex } from './routes/dashboard-index';
import { SignedInLanding } from './routes/signed-in-landing';
import { ErrorPage } from './routes/error-page';
import { RouteErrorBoundary } from './routes/route-error-boundary';

/** Each lazy page's loader by its route's element, for `preloadRoute`. */
const PRELOADS = new WeakMap<object, () => Promise<unknown>>();

/**
 * A lazy route whose module exports the page component under `name`. BrowserRouter navigates in
 * a transition, so while the chunk loads React keeps the old page on screen (as the data
 * router's `lazy` did). A chunk that fails to load fails for the rest of the tab's life, as the
 * data router's did: the error page shows until a reload.
 */
function page(load: PageModule['load'], name: string): Pick<RouteObject, 'element'> {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => ({ default: module[name] as ComponentType })));
  const Page = lazy(preload);
  const element = <Page />;
  PRELOADS.set(element, preload);
  return { element };
}

/** A page of a table that is itself loaded on demand, so the table costs nothing before. */
const tablePage = (table: () => Promise<PageModule>) =>
  page(async () => {
    const { load, name } = await table();
    return { page: (await load())[name] };
  }, 'page');

/**
 * An admin's page, through the table of admin pages (admin-pages.ts): a visitor's and a
 * resident's app never download it (scripts/precache-plan.ts).
 */
const adminPage = (child: DashboardAdminChild) =>
  tablePage(async () => (await import('./admin-pages')).ADMIN_PAGE_MODULES[child]);

/**
 * A signed-in resident's page, through the table of resident pages (resident-pages.ts): fetched
 * at sign-in, not at a visitor's first visit.
 */
const residentPage = (child: DashboardUserChild) =>
  tablePage(async () => (await import('./resident-pages')).RESIDENT_PAGE_MODULES[child]);

/** The app's routes, also rendered by tests through a memory router. */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <AppRoot />
      </RouteErrorBoundary>
    ),
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
          { path: routePatterns.landing, element: <SignedInLanding /> },
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
                children: [{ index: true, ...adminPage(child) }],
              })),
              ...DASHBOARD_USER_CHILDREN.map((child) => ({
                path: child,
                ...residentPage(child),
              })),
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
          {
            path: routePatterns.forgotPassword,
            ...page(
              () => import('../features/auth/pages/forgot-password-page'),
              'ForgotPasswordPage',
            ),
          },
          {
            path: routePatterns.resetPassword,
            ...page(
              () => import('../features/auth/pages/reset-password-page'),
              'ResetPasswordPage',
            ),
          },
        ],
      },
      { path: '*', element: <ErrorPage notFound /> },
    ],
  },
];

function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/**
 * Loads the lazy pages `pathname` renders (a guard's page too, as the data router did), so the
 * app's first render is the whole page. Never rejects: a page that failed shows the error page.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.allSettled(matches.map(({ route }) => PRELOADS.get(route.element as object)?.()));
}
