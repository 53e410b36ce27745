// The Meal pass screen with no network: the passes kept on the phone (signed for real, with real
// one-time-code secrets) give the QR code and the typed code of the slot being served or next,
// and the code shown is the current one; a resident with no covered day is told why.
import { cleanup, screen } from '@testing-library/react';
import { randomBytes } from '@noble/curves/utils.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDaysToDate,
  dateAt,
  DEFAULT_HOSTEL_SETTINGS,
  type MealPasses,
} from '@hostel/shared-schema';
import {
  formatTypedCode,
  newPassKeyPair,
  passCode,
  passTag,
  passToken,
  signDayPass,
  toBase32,
} from '@hostel/shared-schema/meal-pass';
import { ApiError } from '../../lib/api';
import { clearMealPassData, savePasses } from '../../lib/meal-pass/device-store';
import { fakeAuth, fakeUser, renderRoutes } from '../../test-support/render';
import { MealPassPage } from './pages/meal-pass-page';

const api = vi.hoisted(() => ({ passes: vi.fn(), counterDay: vi.fn() }));
vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api')>()),
  mealPassApi: api,
}));

const user = fakeUser();
const offline = () => Promise.reject(new ApiError(0, 'network', 'The server cannot be reached.'));

afterEach(() => {
  cleanup();
  clearMealPassData();
  vi.clearAllMocks();
});

/** Passes for today and tomorrow (hostel time), as GET /meal-pass answers them. */
function coveredPasses(): { answer: MealPasses; secrets: Map<string, string> } {
  const key = newPassKeyPair();
  const today = dateAt(Date.now(), DEFAULT_HOSTEL_SETTINGS.timeZone);
  const secrets = new Map<string, string>();
  const passes = [today, addDaysToDate(today, 1)].map((date) => {
    const secret = toBase32(randomBytes(20));
    secrets.set(date, secret);
    const signed = signDayPass(key, { residentId: 'u1', date, generation: 0 });
    return { date, token: passToken(signed), secret, tag: passTag(secret) };
  });
  return { answer: { serverTime: Date.now(), today, passes, reason: null }, secrets };
}

const renderPage = () =>
  renderRoutes([{ path: '/dashboard/meal-pass', element: <MealPassPage /> }], {
    path: '/dashboard/meal-pass',
    auth: fakeAuth({ user, role: 'general' }),
  });

describe('the Meal pass screen', () => {
  it('shows the QR code and the current typed code from the passes kept, with no network', async () => {
    const { answer, secrets } = coveredPasses();
    savePasses({ email: user.email, offset: 0, answer });
    api.passes.mockImplementation(offline);
    renderPage();
    const qr = await screen.findByRole('img', { name: /^Meal pass for (Breakfast|Lunch|Dinner)$/ });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    const code = document.querySelector('.meal-pass__code')!.textContent!;
    // The code of today's or tomorrow's pass (whichever slot is next), current to the step.
    const expected = [...secrets.values()].flatMap((secret) =>
      [-30_000, 0, 30_000].map((shift) =>
        formatTypedCode(passTag(secret), passCode(secret, Date.now() + shift)),
      ),
    );
    expect(expected).toContain(code);
    await screen.findByText(/Offline: showing the passes kept on this phone/);
    expect(screen.getByText(/Passes kept on this phone up to/)).toBeTruthy();
    expect(screen.getByRole('timer').getAttribute('aria-label')).toMatch(
      /^New code in \d+ seconds$/,
    );
  });

  it('keeps what the server answers, and tells a resident with no covered day why', async () => {
    api.passes.mockResolvedValue({
      serverTime: Date.now(),
      today: dateAt(Date.now(), DEFAULT_HOSTEL_SETTINGS.timeZone),
      passes: [],
      reason: 'You have no package: buy one to eat at the hostel.',
    } satisfies MealPasses);
    renderPage();
    await screen.findByText('You have no package: buy one to eat at the hostel.');
    expect(screen.getByText(/^No pass for (breakfast|lunch|dinner)$/)).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Meal pass for/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'See your package' })).toBeTruthy();
    expect(localStorage.getItem('hostel-meals:meal-passes')).toContain('You have no package');
  });

  it('says the passes are not on the phone yet when it never reached the server', async () => {
    api.passes.mockImplementation(offline);
    renderPage();
    await screen.findByText(/open this page once while online/);
  });
});
