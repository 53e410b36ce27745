// One plain storage notice, once: a single notice on a dashboard page (the main layout's, not a
// second one from the dashboard), shown only once the resident has made a change offline when
// the browser refused persistent storage, in words they can act on, and dismissed for every page
// and for later visits. The sync status is stubbed; the layouts are the app's.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_SYNC_STATUS, type SyncStatus } from '../../db/sync-status';
import { DashboardLayout } from '../../app/layouts/dashboard-layout';
import { MainLayout } from '../../app/layouts/main-layout';
import { fakeAuth, fakeUser, renderRoutes } from '../../test-support/render';
import { STORAGE_NOTICE_TEXTS } from './storage-notice';

const sync = vi.hoisted(() => ({ status: {} as Partial<SyncStatus> }));
vi.mock('../../db', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../db')>()),
  useSyncStatus: () => ({
    ...sync.status,
    acknowledgeRejection: async () => undefined,
    dismissReplaced: () => undefined,
  }),
}));
vi.mock('../../app/layouts/navbar', () => ({ Navbar: () => null }));
vi.mock('../../app/layouts/footer', () => ({ Footer: () => null }));

const routes = [
  {
    element: <MainLayout />,
    children: [
      { path: '/', element: <Link to="/dashboard/my-profile">Profile</Link> },
      {
        path: '/dashboard',
        element: <DashboardLayout />,
        children: [{ path: 'my-profile', element: <Link to="/">Home page</Link> }],
      },
    ],
  },
];
const resident = fakeAuth({ user: fakeUser(), role: 'general' });
const open = (path: string) => renderRoutes(routes, { path, auth: resident });
const keepNotices = () => screen.queryAllByText(STORAGE_NOTICE_TEXTS.keepTitle);

beforeEach(() => {
  localStorage.clear();
  sync.status = { ...INITIAL_SYNC_STATUS, online: true, persistence: 'refused' };
});
afterEach(cleanup);

describe('the storage notice', () => {
  it('says nothing while nothing has been written offline', () => {
    open('/dashboard/my-profile');
    expect(keepNotices()).toHaveLength(0);
  });

  it('appears once on a dashboard page after the first offline write, in words to act on', () => {
    sync.status = { ...sync.status, online: false, pending: 1 };
    open('/dashboard/my-profile');
    expect(keepNotices()).toHaveLength(1);
    expect(screen.getAllByRole('status', { name: STORAGE_NOTICE_TEXTS.keepTitle })).toHaveLength(1);
  });

  it('stays once the change is sent, and dismissed means dismissed on every page', () => {
    sync.status = { ...sync.status, online: false, pending: 1 };
    open('/');
    cleanup();
    // Back online, the write sent: the notice still matters on this device.
    sync.status = { ...sync.status, online: true, pending: 0 };
    open('/');
    expect(keepNotices()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(keepNotices()).toHaveLength(0);
    act(() => void fireEvent.click(screen.getByRole('link', { name: 'Profile' })));
    expect(screen.getByRole('link', { name: 'Home page' })).toBeTruthy();
    expect(keepNotices()).toHaveLength(0);
    cleanup();
    open('/dashboard/my-profile');
    expect(keepNotices()).toHaveLength(0);
  });

  it('says offline use is off from the start, once', () => {
    sync.status = { ...sync.status, offlineOff: true };
    open('/dashboard/my-profile');
    expect(screen.getAllByText(STORAGE_NOTICE_TEXTS.offlineOffTitle)).toHaveLength(1);
  });
});
