// The app's error boundary (route-error-boundary.tsx), in declarative routes as router.tsx uses
// it: a page that throws, or whose lazy chunk fails to load, shows the error page of spec §2,
// and the next navigation brings the app back.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { lazy } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hostel/shared-schema';
import { renderRoutes } from '../../test-support/render';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('a page that fails to render');
}

const Missing = lazy(() =>
  Promise.reject(new Error('Failed to fetch dynamically imported module')),
);

function Shell() {
  return (
    <>
      <nav>
        <Link to="/missing">missing</Link>
      </nav>
      <Outlet />
    </>
  );
}

const routes = [
  {
    element: (
      <RouteErrorBoundary>
        <Shell />
      </RouteErrorBoundary>
    ),
    children: [
      { path: '/', element: <p>home</p> },
      { path: '/broken', element: <Broken /> },
      { path: '/missing', element: <Missing /> },
    ],
  },
];

describe('the route error boundary', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
  // React reports every error a boundary catches on the console.
  const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

  it('shows the error page in place of the app when a page throws, until the next navigation', async () => {
    quiet();
    const { location } = renderRoutes(routes, { path: '/broken' });
    await screen.findByRole('heading', { name: MESSAGES.errorPageHeading });
    expect(screen.queryByRole('navigation')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go Home' }));
    await screen.findByText('home');
    expect(location().pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: MESSAGES.errorPageHeading })).toBeNull();
  });

  it('shows the error page when a lazy page cannot be loaded', async () => {
    quiet();
    const { location } = renderRoutes(routes, { path: '/' });
    await screen.findByText('home');
    fireEvent.click(screen.getByRole('link', { name: 'missing' }));
    await screen.findByRole('heading', { name: MESSAGES.errorPageHeading });
    expect(location().pathname).toBe('/missing');
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await screen.findByText('home');
  });
});
