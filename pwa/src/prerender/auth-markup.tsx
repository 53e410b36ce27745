// The sign-in and sign-up pages' first paint as HTML, rendered at build time
// (scripts/prerender-pages.ts puts each into a page of its own, login.html and
// registration.html): the form as a visitor's first render shows it, so a phone paints the real
// page from HTML and CSS while the JavaScript is still on its way. main.tsx then renders the
// same tree over it. The texts come from the components themselves, never copied. Nothing here
// runs in the browser.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { AuthProvider } from '../app/auth';
import { BareLayout } from '../app/layouts/main-layout';
import { LoginPage } from '../features/auth/pages/login-page';
import { RegistrationPage } from '../features/auth/pages/registration-page';
import { paths } from '../lib/paths';

/** The pages whose first paint is prerendered, by address. */
export const AUTH_PAGES = {
  [paths.login]: LoginPage,
  [paths.registration]: RegistrationPage,
};

export function renderAuthMarkup(path: keyof typeof AUTH_PAGES): string {
  const Page = AUTH_PAGES[path];
  return renderToString(
    <StaticRouter location={path}>
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <Routes>
            <Route element={<BareLayout />}>
              <Route path={path} element={<Page />} />
            </Route>
          </Routes>
        </AuthProvider>
      </QueryClientProvider>
    </StaticRouter>,
  );
}
