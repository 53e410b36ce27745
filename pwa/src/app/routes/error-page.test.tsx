// The unknown-route page: the spec's heading and text stay as written; below them, a line says
// that no page lives at the address, with a search of the meals that opens All Meals searched.
// A page that failed offline says it needs a connection.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hostel/shared-schema';
import { renderRoutes } from '../../test-support/render';
import { ErrorPage, OFFLINE_PAGE_REASON } from './error-page';

afterEach(cleanup);

const routes = [
  { path: '/broken', element: <ErrorPage /> },
  { path: '/all-meals', element: <p>all meals</p> },
  { path: '*', element: <ErrorPage notFound /> },
];

describe('the unknown-route page', () => {
  it("keeps the spec's words and says no page lives at the address", () => {
    renderRoutes(routes, { path: '/no/such-page' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(MESSAGES.errorPageHeading);
    expect(screen.getByText(MESSAGES.errorPageText)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Home' })).toBeTruthy();
    expect(screen.getByText(/No page lives at/).textContent).toContain('/no/such-page');
  });

  it('searches the meals by name in All Meals', () => {
    const { location } = renderRoutes(routes, { path: '/no/such-page' });
    const search = screen.getByRole('search', { name: 'Search the meals' });
    fireEvent.change(screen.getByLabelText('Search meals by name'), {
      target: { value: ' dal puri ' },
    });
    fireEvent.submit(search);
    expect(location().pathname).toBe('/all-meals');
    expect(new URLSearchParams(location().search).get('search')).toBe('dal puri');
  });

  it('says nothing of a missing page when a page failed to render', () => {
    renderRoutes(routes, { path: '/broken' });
    expect(screen.getByText(MESSAGES.errorPageText)).toBeTruthy();
    expect(screen.queryByText(/No page lives at/)).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByText(OFFLINE_PAGE_REASON)).toBeNull();
  });

  it('says that a page which failed offline needs a connection', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderRoutes(routes, { path: '/broken' });
      expect(screen.getByText(OFFLINE_PAGE_REASON)).toBeTruthy();
      cleanup();
      renderRoutes(routes, { path: '/no/such-page' });
      expect(screen.queryByText(OFFLINE_PAGE_REASON)).toBeNull();
    } finally {
      onLine.mockRestore();
    }
  });
});
