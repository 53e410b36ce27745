// The first screen of a data page as HTML, rendered by the server for a visitor's first visit
// (sync-server/src/static/first-screen.ts, decision 0287): All Meals and a meal's page, with the
// answers the server also writes into the page, so a phone paints the cards and the meal's
// picture from HTML and CSS while the JavaScript is still on its way. main.tsx then renders the
// same tree, from the same answers, over it. Built for Node as its own module
// (scripts/prerender-pages.ts); nothing here runs in the browser.
import type { FirstScreenAnswer } from '@hostel/shared-schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { AuthProvider } from '../app/auth';
import { MainLayout } from '../app/layouts/main-layout';
import { DietaryNeedsProvider } from '../components/food-labels';
import { renderingWith } from '../db/first-screen';
import { AllMealsPage } from '../features/meals/pages/all-meals-page';
import { MealDetailsPage } from '../features/meals/pages/meal-details-page';
import { routePatterns } from '../lib/paths';

/** `path`'s first render (a path of All Meals or a meal's page) with these answers. */
export function renderFirstScreenMarkup(path: string, answers: FirstScreenAnswer[]): string {
  const html = renderingWith(answers, () =>
    renderToString(
      <StaticRouter location={path}>
        <QueryClientProvider client={new QueryClient()}>
          <AuthProvider>
            <DietaryNeedsProvider>
              <Routes>
                <Route element={<MainLayout />}>
                  <Route path={routePatterns.allMeals} element={<AllMealsPage />} />
                  <Route path={routePatterns.meal} element={<MealDetailsPage />} />
                </Route>
              </Routes>
            </DietaryNeedsProvider>
          </AuthProvider>
        </QueryClientProvider>
      </StaticRouter>,
    ),
  );
  // React's resource hints belong in the head, where the server puts the picture's own preload.
  return html.replace(/<link rel="preload"[^>]*>/g, '');
}
