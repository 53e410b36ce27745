// The resident sheet: Manage Users' "Details" opens a user's recent servings at the counters,
// newest first as the server answers them, with the day, slot, counter and the flags (a later
// duplicate kept but not counted, a skipped slot served so its rebate was withdrawn); a resident
// never served reads the empty text. The REST client is stubbed.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayLabel, type ResidentServings } from '@hostel/shared-schema';
import { fakeAuth, fakeUser, renderRoutes } from '../../test-support/render';
import { NO_SERVINGS_TEXT } from './components/resident-sheet';
import { ManageUsersPage } from './pages/manage-users-page';

const api = vi.hoisted(() => ({ users: vi.fn(), residentServings: vi.fn() }));
vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api')>()),
  adminApi: api,
}));
// No server here: the installation's providers are the embedded ones.
vi.mock('../../lib/providers/public-config', () => ({
  usePublicConfig: () => ({
    payments: { provider: 'test' },
    identity: { provider: 'embedded' },
    passwordReset: 'admin-link',
  }),
}));
vi.mock('../../components/sync/use-connection-status', () => ({
  useOnline: () => true,
  useConnectionStatus: () => ({
    online: true,
    pending: 0,
    pendingKnown: true,
    firstSyncPending: false,
  }),
}));

const admin = fakeAuth({ user: fakeUser({ role: 'admin' }), role: 'admin' });
const ayesha = fakeUser({ _id: 'u2', name: 'Ayesha Rahman', email: 'ayesha@hostel.test' });
const tanvir = fakeUser({ _id: 'u3', name: 'Tanvir Hasan', email: 'tanvir@hostel.test' });
const COUNTER_UUID = '3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f';

const servings: Record<string, ResidentServings['servings']> = {
  'ayesha@hostel.test': [
    {
      date: '2026-11-30',
      slot: 'dinner',
      counterId: 'demo-hall-door',
      servedAt: 0,
      duplicate: false,
      rebateWithdrawn: true,
    },
    {
      date: '2026-11-29',
      slot: 'lunch',
      counterId: COUNTER_UUID,
      servedAt: 0,
      duplicate: true,
      rebateWithdrawn: false,
    },
    {
      date: '2026-11-29',
      slot: 'breakfast',
      counterId: 'demo-hall-door',
      servedAt: 0,
      duplicate: false,
      rebateWithdrawn: false,
    },
  ],
  'tanvir@hostel.test': [],
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

async function openSheet(name: string) {
  api.users.mockResolvedValue({ users: [ayesha, tanvir], count: 2 });
  api.residentServings.mockImplementation(async (email: string) => ({
    email,
    name,
    servings: servings[email],
  }));
  renderRoutes([{ path: '/', element: <ManageUsersPage /> }], { path: '/', auth: admin });
  fireEvent.click(await screen.findByRole('button', { name: `Details for ${name}` }));
  return screen.findByRole('dialog', { name });
}

describe('the resident sheet', () => {
  it("lists the resident's recent servings with the counter and the flags", async () => {
    const sheet = await openSheet('Ayesha Rahman');
    expect(within(sheet).getByText('ayesha@hostel.test')).toBeTruthy();
    expect(within(sheet).getByRole('heading', { name: 'Recent servings' })).toBeTruthy();
    const table = await within(sheet).findByRole('table', { name: 'Recent servings' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      )
      .filter((cells) => cells.length > 0);
    expect(rows).toEqual([
      [dayLabel('2026-11-30'), 'Dinner', 'demo-hall-door', 'Skipped: rebate withdrawn'],
      [dayLabel('2026-11-29'), 'Lunch', '3f2b8c1e', 'Duplicate, not counted'],
      [dayLabel('2026-11-29'), 'Breakfast', 'demo-hall-door', '—'],
    ]);
    // The full counter id is one hover away.
    expect(within(table).getByText('3f2b8c1e').getAttribute('title')).toBe(COUNTER_UUID);
    expect(api.residentServings).toHaveBeenCalledWith('ayesha@hostel.test', expect.anything());
  });

  it('says so when the resident was never served at a counter', async () => {
    const sheet = await openSheet('Tanvir Hasan');
    await within(sheet).findByText(NO_SERVINGS_TEXT);
    expect(within(sheet).queryByRole('table')).toBeNull();
  });

  it('closes, and opens again for another user', async () => {
    const sheet = await openSheet('Tanvir Hasan');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Details for Ayesha Rahman' }));
    const next = await screen.findByRole('dialog', { name: 'Ayesha Rahman' });
    await within(next).findByRole('table', { name: 'Recent servings' });
  });
});
