// The Counter with no network, over a real data layer (no server): the day's list kept on the
// device verifies real signed passes and one-time codes; a served resident is green with name and
// photo, the skip flag and the allergen warnings against the slot's meals, and the serving is in
// the synced `servings` collection; a second scan is refused at once; expired, other-day and
// unknown codes are red with their reason. Sign-out clears what the counter keeps.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { randomBytes } from '@noble/curves/utils.js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDaysToDate, dateAt, type CounterDayList } from '@hostel/shared-schema';
import {
  formatTypedCode,
  newPassKeyPair,
  passCode,
  passQrText,
  passTag,
  passToken,
  signDayPass,
  toBase32,
} from '@hostel/shared-schema/meal-pass';
import { setCurrentDataLayer } from '../../db/current-layer';
import type { DataLayer } from '../../db/data-layer';
import { ApiError } from '../../lib/api';
import { clearMealPassData, saveCounterDay } from '../../lib/meal-pass/device-store';
import { openOfflineLayer } from '../../test-support/offline-layer';
import { fakeAuth, fakeUser, renderRoutes } from '../../test-support/render';
import { CounterPage } from './pages/counter-page';

const api = vi.hoisted(() => ({ passes: vi.fn(), counterDay: vi.fn() }));
vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api')>()),
  mealPassApi: api,
}));

const admin = fakeUser({ email: 'admin@hostel.test', role: 'admin' });
const now = Date.now();
const date = dateAt(now, 'UTC');
const key = newPassKeyPair();
const secretOf = new Map<string, string>();
const resident = (id: string, name: string, extra: Partial<CounterDayList['residents'][0]>) => {
  const secret = toBase32(randomBytes(20));
  secretOf.set(id, secret);
  return {
    id,
    name,
    photo: `/api/uploads/${id}.png`,
    diet: null,
    halalOnly: false,
    avoid: [],
    skipped: [],
    generation: 0,
    secrets: [{ keyId: key.keyId, secret }],
    ...extra,
  } satisfies CounterDayList['residents'][0];
};
const amina = resident('6650aa00000000000000aa01', 'Amina Khatun', {
  skipped: ['lunch'],
  avoid: ['peanuts'],
});
const bashir = resident('6650aa00000000000000aa02', 'Bashir Ahmed', {});
const HOUR = 3_600_000;
const list: CounterDayList = {
  date,
  timeZone: 'UTC',
  serverTime: now,
  keys: [{ keyId: key.keyId, publicKey: key.publicKey }],
  // Lunch is being served now.
  slots: [
    { slot: 'breakfast', servesAt: now - 5 * HOUR, meals: [] },
    {
      slot: 'lunch',
      servesAt: now - 10 * 60_000,
      meals: [
        { mealId: 'm1', title: 'Chicken biryani', allergens: ['peanuts'] },
        { mealId: 'm2', title: 'Dal', allergens: [] },
      ],
    },
    { slot: 'dinner', servesAt: now + 6 * HOUR, meals: [] },
  ],
  residents: [amina, bashir],
};
const typedOf = (id: string, at = Date.now()) =>
  formatTypedCode(passTag(secretOf.get(id)!), passCode(secretOf.get(id)!, at));

let layer: DataLayer;
beforeAll(async () => {
  layer = await openOfflineLayer(`counter-page${Date.now()}`);
  await layer.setUser({ email: admin.email, name: admin.name, photo: '', admin: true });
  setCurrentDataLayer(layer);
  api.counterDay.mockRejectedValue(new ApiError(0, 'network', 'The server cannot be reached.'));
});
// The day's list the counter downloaded while online, kept on the device.
beforeEach(() => saveCounterDay({ email: admin.email, offset: 0, answer: list }));
afterEach(cleanup);
afterAll(async () => {
  setCurrentDataLayer(null);
  await layer.close();
});

function check(text: string) {
  fireEvent.change(screen.getByLabelText('Typed code'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Check' }));
}
const verdict = () => document.querySelector('.verdict')!;

/** The Counter page, once it shows the day's list kept on the device and knows it is offline. */
async function openCounter() {
  renderRoutes([{ path: '/dashboard/counter', element: <CounterPage /> }], {
    path: '/dashboard/counter',
    auth: fakeAuth({ user: admin, role: 'admin' }),
  });
  await screen.findByText(/2 residents covered/);
  await screen.findByText(/Offline: verifying on this device/);
}

describe('the Counter, offline', () => {
  it('serves a resident once, with their photo, skip flag and allergen warnings', async () => {
    await openCounter();
    expect(screen.getByRole('radio', { name: 'Lunch' }).getAttribute('aria-checked')).toBe('true');

    check(typedOf(amina.id));
    await waitFor(() => expect(verdict().getAttribute('data-verdict')).toBe('served'));
    expect(verdict().textContent).toContain('Amina Khatun');
    expect(verdict().querySelector('img')?.getAttribute('src')).toBe(amina.photo);
    expect(verdict().textContent).toContain('Skipped: serving cancels the rebate');
    expect(screen.getByRole('list', { name: 'Allergen warnings' }).textContent).toBe(
      ' Chicken biryani: Contains peanuts',
    );
    const servings = await layer.db.servings.find().exec();
    expect(servings.map((doc) => doc.toJSON())).toEqual([
      expect.objectContaining({ residentId: amina.id, date, slot: 'lunch', duplicate: false }),
    ]);
    await waitFor(() => expect(screen.getByText(/1 waiting to sync/)).toBeTruthy());
    await waitFor(() =>
      expect(document.querySelector('.counter__counts')!.textContent).toBe('Lunch: 1 served'),
    );

    // The same resident again, by a fresh QR code this time: refused at once.
    const signed = signDayPass(key, { residentId: amina.id, date, generation: 0 });
    check(passQrText(passToken(signed), passCode(secretOf.get(amina.id)!, Date.now())));
    await waitFor(() => expect(verdict().getAttribute('data-verdict')).toBe('already-served'));
    expect(verdict().textContent).toContain('Already served');
    expect(verdict().textContent).toContain('Amina Khatun');
    expect(await layer.db.servings.count().exec()).toBe(1);
  });

  it('refuses an expired code, another day’s pass and an unknown code, with the reason', async () => {
    await openCounter();
    const servedBefore = await layer.db.servings.count().exec();
    check(typedOf(bashir.id, Date.now() - 5 * 60_000));
    await waitFor(() => expect(verdict().getAttribute('data-verdict')).toBe('expired'));
    expect(verdict().textContent).toContain('Expired code: show the pass again');

    const tomorrow = signDayPass(key, {
      residentId: bashir.id,
      date: addDaysToDate(date, 1),
      generation: 0,
    });
    check(passQrText(passToken(tomorrow), passCode(secretOf.get(bashir.id)!, Date.now())));
    await waitFor(() => expect(verdict().getAttribute('data-verdict')).toBe('wrong-day'));
    expect(verdict().textContent).toContain('Pass for another day');

    check('000 000000');
    await waitFor(() => expect(verdict().getAttribute('data-verdict')).toBe('unknown'));
    expect(verdict().textContent).toContain('Unknown code');
    expect(await layer.db.servings.count().exec()).toBe(servedBefore);
  });

  it('clears the day’s list from the device at sign-out', () => {
    expect(localStorage.getItem('hostel-meals:counter-day')).toContain(amina.name);
    clearMealPassData();
    expect(localStorage.getItem('hostel-meals:counter-day')).toBeNull();
  });
});
