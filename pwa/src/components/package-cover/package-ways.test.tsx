// No dead ends around packages: a greyed Skip links to the packages (no package) or to Renew (a
// day the cover does not reach, once the server's cover is known); Home's "Your plan" names the
// package, until when it covers, and this month's figures; the package cards mark the resident's
// own. The server calls are stubbed; the cover's words come from the server's fields.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CoverStatus, PlanMonth } from '@hostel/shared-schema';
import { AuthStub, fakeAuth, fakeUser, QueryStub } from '../../test-support/render';
import { SkipControl } from '../menu-slots/skip-control';
import { YourPlan } from './your-plan';
import { PackagePrices } from '../../features/home/components/package-prices';

const api = vi.hoisted(() => ({ status: vi.fn(), planMonth: vi.fn() }));
vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api')>()),
  coversApi: api,
}));
vi.mock('../../db', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../db')>()),
  useSkipState: () => ({ skipped: false, waiting: false, signedIn: true, loading: false }),
  setSkip: vi.fn(),
}));

const cover = (overrides: Partial<CoverStatus>): CoverStatus => ({
  package: 'gold',
  state: 'covered',
  today: '2026-11-28',
  coveredUntil: '2026-12-27',
  daysLeft: 30,
  renewFrom: '2026-12-20',
  canRenew: false,
  renewalPrice: 4000,
  ...overrides,
});

function renderAs(badge: string, element: React.ReactNode) {
  render(
    <QueryStub>
      <AuthStub value={fakeAuth({ user: fakeUser({ badge }), role: 'general' })}>
        <MemoryRouter>{element}</MemoryRouter>
      </AuthStub>
    </QueryStub>,
  );
}

const skipOn = (date: string) => (
  <SkipControl
    date={date}
    slot="lunch"
    label="lunch"
    cutoff={Date.now() + 3_600_000}
    cutoffText="09:00"
    now={Date.now()}
  />
);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('a greyed Skip', () => {
  it('links a resident without a package to the packages', async () => {
    renderAs('bronze', skipOn('2026-11-29'));
    expect(screen.getByRole('button', { name: 'Skip' }).hasAttribute('disabled')).toBe(true);
    const link = screen.getByRole('link', { name: 'See packages' });
    expect(link.getAttribute('href')).toBe('/#packages');
    expect(api.status).not.toHaveBeenCalled();
  });

  it('links to Renew on a day the ended cover does not reach', async () => {
    api.status.mockResolvedValue(cover({ state: 'ended', coveredUntil: '2026-11-20' }));
    renderAs('x-gold', skipOn('2026-11-29'));
    const link = await screen.findByRole('link', { name: 'Renew your package' });
    expect(link.getAttribute('href')).toBe('/dashboard/my-profile');
    expect(screen.getByText('Your package does not cover this day')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skip' }).hasAttribute('disabled')).toBe(true);
  });

  it('links to Renew beyond the last covered day, and stays a Skip within it', async () => {
    api.status.mockResolvedValue(cover({ coveredUntil: '2026-11-30' }));
    renderAs('x-gold', skipOn('2026-12-01'));
    await screen.findByRole('link', { name: 'Renew your package' });
    cleanup();
    renderAs('x-gold', skipOn('2026-11-30'));
    await waitFor(() => expect(api.status).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Skip lunch' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('the plan on Home', () => {
  const plan = (overrides: Partial<PlanMonth> = {}): PlanMonth => ({
    cover: cover({}),
    month: '2026-11',
    meals: 1,
    skips: 2,
    rebate: 1200,
    ...overrides,
  });

  it("names the package, until when it covers, and this month's figures", async () => {
    api.planMonth.mockResolvedValue(plan());
    renderAs('x-gold', <YourPlan />);
    await screen.findByRole('heading', { name: 'Your plan: Gold, covered until 27 Dec' });
    expect(screen.getByText('This month so far: 1 meal · 2 skips · 1,200 Tk rebate')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Statement' })).toBeTruthy();
  });

  it('offers Renew once the cover has ended, and the packages without one', async () => {
    api.planMonth.mockResolvedValue(
      plan({ cover: cover({ state: 'ended', coveredUntil: '2026-11-20' }), meals: 0 }),
    );
    renderAs('x-gold', <YourPlan />);
    await screen.findByRole('heading', { name: 'Your plan: Gold, ended on 20 Nov' });
    expect(screen.getByRole('link', { name: 'Renew your package' })).toBeTruthy();
    cleanup();
    api.planMonth.mockResolvedValue(plan({ cover: cover({ state: 'none', package: null }) }));
    renderAs('bronze', <YourPlan />);
    expect(screen.getByRole('heading', { name: 'No meal package yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See packages' })).toBeTruthy();
  });

  it("marks the resident's own package among the packages", async () => {
    api.planMonth.mockResolvedValue(plan());
    renderAs('x-gold', <PackagePrices />);
    const gold = screen.getByRole('heading', { name: /^gold/ }).closest('li')!;
    expect(within(gold).getByText('Your plan')).toBeTruthy();
    await within(gold).findByText('Yours, covered until 27 Dec');
    const silver = screen.getByRole('heading', { name: /^silver/ }).closest('li')!;
    expect(within(silver).queryByText('Your plan')).toBeNull();
    // The spec's link to the checkout stays on every card.
    expect(within(gold).getByRole('link', { name: 'Buy gold package' })).toBeTruthy();
  });
});
