import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeAuth, fakeUser, renderRoutes } from '../../test-support/render';
import { RequireAdmin } from './require-admin';
import { RequireAuth } from './require-auth';

const routes = [
  { path: '/', element: <p>home</p> },
  { path: '/login', element: <p>login</p> },
  {
    path: '/dashboard',
    element: <RequireAuth />,
    children: [
      { path: 'my-profile', element: <p>my profile</p> },
      {
        path: 'manage-users',
        element: <RequireAdmin />,
        children: [{ index: true, element: <p>manage users</p> }],
      },
    ],
  },
];

describe('route guards', () => {
  afterEach(cleanup);

  it('send a visitor to /login, remembering where they were going', async () => {
    const { location } = renderRoutes(routes, { path: '/dashboard/my-profile?tab=1' });
    await screen.findByText('login');
    expect(location().state).toEqual({
      from: { pathname: '/dashboard/my-profile', search: '?tab=1', hash: '' },
    });
  });

  it('let a signed-in user through', async () => {
    const auth = fakeAuth({ user: fakeUser(), role: 'general' });
    renderRoutes(routes, { path: '/dashboard/my-profile', auth });
    await screen.findByText('my profile');
  });

  it('send a non-admin on an admin route to /', async () => {
    const auth = fakeAuth({ user: fakeUser(), role: 'general' });
    const { location } = renderRoutes(routes, { path: '/dashboard/manage-users', auth });
    await screen.findByText('home');
    expect(location().pathname).toBe('/');
  });

  it('let an admin through to an admin route', async () => {
    const auth = fakeAuth({ user: fakeUser({ role: 'admin' }), role: 'admin' });
    renderRoutes(routes, { path: '/dashboard/manage-users', auth });
    await screen.findByText('manage users');
  });

  it('wait (spinner) while the session is being resolved', async () => {
    renderRoutes(routes, { path: '/dashboard/my-profile', auth: fakeAuth({ loading: true }) });
    await screen.findByRole('status');
    expect(screen.queryByText('login')).toBeNull();
  });
});
