// Skip while the resident's own skip of the slot is still being read: it says so (busy) and takes
// no tap, since a tap then would skip a slot that may already be skipped instead of undoing it.
// Once read, Skip skips, and a skipped slot offers Undo.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthStub, fakeAuth, fakeUser, QueryStub } from '../../test-support/render';
import { SkipControl } from './skip-control';

const skip = vi.hoisted(() => ({
  state: { skipped: false, waiting: false, signedIn: true, loading: true },
  setSkip: vi.fn(async () => undefined),
}));
vi.mock('../../db', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../db')>()),
  useSkipState: () => skip.state,
  setSkip: skip.setSkip,
}));
vi.mock('../../features/checkout/hooks/use-package-cover', () => ({
  usePackageCover: () => ({ data: undefined }),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderSkip() {
  const now = Date.now();
  render(
    <QueryStub>
      <AuthStub value={fakeAuth({ user: fakeUser({ badge: 'x-gold' }), role: 'general' })}>
        <MemoryRouter>
          <SkipControl
            date="2026-11-30"
            slot="lunch"
            label="lunch"
            cutoff={now + 3_600_000}
            cutoffText="09:00"
            now={now}
          />
        </MemoryRouter>
      </AuthStub>
    </QueryStub>,
  );
}

describe('Skip on a menu slot', () => {
  it('is busy and takes no tap while the resident’s skip is read', () => {
    skip.state = { skipped: false, waiting: false, signedIn: true, loading: true };
    renderSkip();
    const button = screen.getByRole('button', { name: 'Skip lunch' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(skip.setSkip).not.toHaveBeenCalled();
  });

  it('skips once read', () => {
    skip.state = { skipped: false, waiting: false, signedIn: true, loading: false };
    renderSkip();
    const button = screen.getByRole('button', { name: 'Skip lunch' });
    expect(button.getAttribute('aria-busy')).toBeNull();
    fireEvent.click(button);
    expect(skip.setSkip).toHaveBeenCalledWith('2026-11-30', 'lunch', true);
  });

  it('offers Undo on a slot already skipped', () => {
    skip.state = { skipped: true, waiting: false, signedIn: true, loading: false };
    renderSkip();
    fireEvent.click(screen.getByRole('button', { name: 'Undo skip of lunch' }));
    expect(skip.setSkip).toHaveBeenCalledWith('2026-11-30', 'lunch', false);
  });
});
