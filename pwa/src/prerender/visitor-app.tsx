// A visitor's app as main.tsx renders it around the pages of the main layout (router, query
// client, auth, dietary needs, the navigation bar), rendered to HTML at `location` with the
// given routes: the home page's prerender and the server's data pages share it. Nothing here
// runs in the browser.
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { AuthProvider } from '../app/auth';
import { MainLayout } from '../app/layouts/main-layout';
import { DietaryNeedsProvider } from '../components/food-labels';

export function renderVisitorApp(location: string, routes: ReactNode): string {
  return renderToString(
    <StaticRouter location={location}>
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <DietaryNeedsProvider>
            <Routes>
              <Route element={<MainLayout />}>{routes}</Route>
            </Routes>
          </DietaryNeedsProvider>
        </AuthProvider>
      </QueryClientProvider>
    </StaticRouter>,
  );
}
