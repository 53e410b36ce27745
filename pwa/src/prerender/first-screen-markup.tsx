// The first screen of a data page as HTML, rendered by the server for a visitor's first visit
// (sync-server/src/static/first-screen.ts, decision 0287): All Meals, a meal's page and the menu
// (at the minute the server says), with the answers the server also writes into the page, so a phone paints the cards and the meal's
// picture from HTML and CSS while the JavaScript is still on its way. main.tsx then renders the
// same tree, from the same answers, over it. Built for Node as its own module
// (scripts/first-screen-build.ts); nothing here runs in the browser.
import type { FirstScreenAnswer } from '@hostel/shared-schema';
import { Route } from 'react-router-dom';
import { renderingWith } from '../db/first-screen';
import { AllMealsPage } from '../features/meals/pages/all-meals-page';
import { MealDetailsPage } from '../features/meals/pages/meal-details-page';
import { MenuPage } from '../features/menu/pages/menu-page';
import { routePatterns } from '../lib/paths';
import { renderVisitorApp } from './visitor-app';

/** `path`'s first render (All Meals, a meal's page, the menu) with these answers, at `at`. */
export function renderFirstScreenMarkup(
  path: string,
  answers: FirstScreenAnswer[],
  at?: number,
): string {
  const html = renderingWith(
    answers,
    () =>
      renderVisitorApp(
        path,
        <>
          <Route path={routePatterns.allMeals} element={<AllMealsPage />} />
          <Route path={routePatterns.meal} element={<MealDetailsPage />} />
          <Route path={routePatterns.menu} element={<MenuPage />} />
        </>,
      ),
    at,
  );
  // React's resource hints belong in the head, where the server puts the picture's own preload.
  return html.replace(/<link rel="preload"[^>]*>/g, '');
}
