// The home page's first paint as HTML, rendered at build time (scripts/prerender-pages.ts puts
// it into index.html): what a visitor's first render shows before any data arrives (the
// navigation bar, Today's skeleton, the banner, the meal tabs and the rest, in their loading
// states), so a phone paints the real page from HTML and CSS while the JavaScript is still on its
// way. main.tsx then renders the same tree over it. The texts come from the components
// themselves, never copied. Nothing here runs in the browser.
import { Route } from 'react-router-dom';
import { HomePage } from '../features/home/pages/home-page';
import { renderVisitorApp } from './visitor-app';

export function renderHomeMarkup(): string {
  const html = renderVisitorApp('/', <Route index element={<HomePage />} />);
  // Today's date is the visitor's, not the build's: the app writes it in (the heading keeps its
  // line, so nothing moves).
  return html.replace(/(<span class="today-menu__date">)[^<]*(<\/span>)/, '$1$2');
}
