// Phone-first navigation: a signed-in resident gets the tab bar (Today · Menu · Pass · Meals ·
// Messages · Me) with the current tab marked; admins and visitors do not. A sign-in with no remembered
// page lands an admin on the admin dashboard and a resident Home.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeAuth, fakeUser, renderRoutes } from '../../test-support/render';
import { SignedInLanding } from '../routes/signed-in-landing';
import { ResidentTabBar } from './resident-tab-bar';

const resident = fakeAuth({ user: fakeUser(), role: 'general' });
const admin = fakeAuth({ user: fakeUser({ role: 'admin' }), role: 'admin' });

afterEach(cleanup);

describe('the resident tab bar', () => {
  it('lists Today, Menu, Pass, Meals, Messages and Me, marking the current one', () => {
    renderRoutes([{ path: '*', element: <ResidentTabBar /> }], {
      path: '/dashboard/my-skips',
      auth: resident,
    });
    const tabs = within(screen.getByRole('navigation', { name: 'Quick tabs' })).getAllByRole(
      'link',
    );
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Today', '/'],
      ['Menu', '/menu'],
      ['Pass', '/dashboard/meal-pass'],
      ['Meals', '/all-meals'],
      ['Messages', '/dashboard/user-chat'],
      ['Me', '/dashboard/my-profile'],
    ]);
    expect(tabs.filter((tab) => tab.getAttribute('aria-current') === 'page')).toEqual([tabs[5]]);
  });

  it('is for signed-in residents only', () => {
    for (const auth of [admin, fakeAuth()]) {
      renderRoutes([{ path: '*', element: <ResidentTabBar /> }], { path: '/', auth });
      expect(screen.queryByRole('navigation', { name: 'Quick tabs' })).toBeNull();
      cleanup();
    }
  });
});

describe('landing after a sign-in with no remembered page', () => {
  const routes = [
    { path: '/start', element: <SignedInLanding /> },
    { path: '*', element: <p>elsewhere</p> },
  ];

  it('takes an admin to the admin dashboard', () => {
    const { location } = renderRoutes(routes, { path: '/start', auth: admin });
    expect(location().pathname).toBe('/dashboard/admin-profile');
  });

  it('takes a resident Home', () => {
    const { location } = renderRoutes(routes, { path: '/start', auth: resident });
    expect(location().pathname).toBe('/');
  });
});
