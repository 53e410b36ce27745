// A write the server refused is announced once, then stays listed in the sync menu's "Changes not
// saved" (with a count on the indicator) until the resident has opened the menu and seen it;
// then it is acknowledged on the server, and a reload neither lists nor announces it again.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncRejection } from '@hostel/shared-schema';
import { INITIAL_SYNC_STATUS, type SyncStatus } from '../../db/sync-status';
import { toast, Toaster } from '../ui';
import { SyncIndicator } from './sync-indicator';
import { SyncNotices } from './sync-notices';

const sync = vi.hoisted(() => ({
  status: {} as Partial<SyncStatus>,
  acknowledged: [] as (number | undefined)[],
}));
vi.mock('../../db', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../db')>()),
  useSyncStatus: () => ({
    ...sync.status,
    acknowledgeRejection: async (id?: number) => {
      sync.acknowledged.push(id);
    },
    dismissReplaced: () => undefined,
  }),
}));

const REFUSED: SyncRejection = {
  id: 41,
  collection: 'reviews',
  documentId: 'r1',
  reason: 'Meal not found',
  createdAt: Date.UTC(2026, 10, 27, 12),
};

/** The app's pieces, mounted as a page load mounts them. */
function renderApp() {
  return render(
    <>
      <SyncIndicator />
      <SyncNotices />
      <Toaster />
    </>,
  );
}

beforeEach(() => {
  localStorage.clear();
  sync.acknowledged = [];
  sync.status = {
    ...INITIAL_SYNC_STATUS,
    online: true,
    pendingKnown: true,
    signedIn: true,
    rejections: [REFUSED],
  };
});
afterEach(() => {
  cleanup();
  toast.reset();
});

const indicator = () => screen.getByTestId('sync-indicator');

describe('Changes not saved', () => {
  it('stays listed until seen in the sync menu, across a reload', () => {
    renderApp();
    expect(document.querySelectorAll('.ui-toast--error')).toHaveLength(1);
    expect(indicator().getAttribute('aria-label')).toBe('Online, 1 change not saved');
    expect(sync.acknowledged).toEqual([]);

    // A reload before the resident looked: still listed, not announced again.
    cleanup();
    toast.reset();
    renderApp();
    expect(document.querySelectorAll('.ui-toast--error')).toHaveLength(0);
    expect(indicator().getAttribute('aria-label')).toBe('Online, 1 change not saved');

    fireEvent.click(indicator());
    const menu = screen.getByRole('dialog', { name: 'Sync' });
    const list = within(menu).getByRole('region', { name: 'Changes not saved' });
    expect(within(list).getByText('Your review was not saved.')).toBeTruthy();
    expect(within(list).getByText('Meal not found')).toBeTruthy();
    expect(sync.acknowledged).toEqual([]);

    act(() => {
      fireEvent.keyDown(menu, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog', { name: 'Sync' })).toBeNull();
    expect(indicator().getAttribute('aria-label')).toBe('Online');
    expect(sync.acknowledged).toEqual([41]);

    // Seen: after a reload it is neither listed nor announced, even if the server still has it.
    cleanup();
    renderApp();
    expect(indicator().getAttribute('aria-label')).toBe('Online');
    expect(document.querySelectorAll('.ui-toast--error')).toHaveLength(0);
    fireEvent.click(indicator());
    expect(screen.queryByRole('region', { name: 'Changes not saved' })).toBeNull();
  });
});
