// "Cook for N" on generated histories whose no-show rate is known: the arithmetic alone (the
// forecast's rate, plates and error against the binomial spread the rate implies), and the real
// endpoint on a database holding eight weeks of covers, skips and counter servings (duplicates
// left out, days without a counter ignored), from several dates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate, MEAL_TYPES, servingId, type MealType } from '@hostel/shared-schema';
import { seededRandom } from '../../seed/demo-activity';
import { createUser, signedInAs } from '../../test-support/accounts';
import { giveCover } from '../../test-support/covers';
import { SettableClock } from '../../test-support/settable-clock';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { insertServingRows, type NewServingRow } from '../servings/serving-rows';
import { ERROR_DAYS, forecastSlot, FORECAST_WINDOW_DAYS, type SlotDay } from './cook-for';

/** Eight weeks of a slot: each of `expected` residents comes with probability 1 − rate. */
function history(rate: number, expected: number, last: string, seed: number): SlotDay[] {
  const random = seededRandom(seed);
  return Array.from({ length: 2 * FORECAST_WINDOW_DAYS }, (_, index) => {
    let served = 0;
    for (let resident = 0; resident < expected; resident += 1) if (random() >= rate) served += 1;
    return { date: addDaysToDate(last, index - 2 * FORECAST_WINDOW_DAYS + 1), expected, served };
  });
}

describe('the forecast on a generated history with a known no-show rate', () => {
  it.each([
    [0.1, 60],
    [0.25, 40],
    [0.4, 120],
  ])('no-show rate %f, %i residents expected', (rate, expected) => {
    const last = '2027-03-31';
    for (const seed of [1, 2, 3, 4, 5]) {
      const days = history(rate, expected, last, seed);
      const forecast = forecastSlot(days, addDaysToDate(last, 1), expected);
      // The rate pools four weeks: its spread is sqrt(r(1-r) / (28 × expected)).
      const spread = Math.sqrt((rate * (1 - rate)) / (FORECAST_WINDOW_DAYS * expected));
      expect(Math.abs(forecast.noShowRate! - rate)).toBeLessThan(4 * spread);
      expect(Math.abs(forecast.cookFor - expected * (1 - rate))).toBeLessThan(
        4 * spread * expected + 1,
      );
      expect(forecast.historyDays).toBe(FORECAST_WINDOW_DAYS);
      // A day's served count varies by sqrt(n r (1-r)): the mean absolute error of a good
      // forecast is about 0.8 of that, and never far above it over seven days.
      const daily = Math.sqrt(expected * rate * (1 - rate));
      expect(forecast.recentError!.days).toBe(ERROR_DAYS);
      expect(forecast.recentError!.meanAbsolute).toBeLessThan(2 * daily + 1);
    }
  });

  it('cooks for everyone expected when no counter has served the slot yet', () => {
    const days = history(0.2, 30, '2027-03-31', 9).map((day) => ({ ...day, served: 0 }));
    expect(forecastSlot(days, '2027-04-01', 30)).toEqual({
      noShowRate: null,
      cookFor: 30,
      historyDays: 0,
      recentError: null,
    });
  });
});

const DATES = ['2026-11-24', '2028-03-01', '2041-12-31'];
/** An instant given as the hostel's wall time (Asia/Dhaka, UTC+6, the default setting). */
const at = (date: string, time: string) => Date.parse(`${date}T${time}:00+06:00`);
const RATES: Record<MealType, number> = { breakfast: 0.3, lunch: 0.1, dinner: 0.2 };
const RESIDENTS = 30;

describe.each(DATES)('GET /api/kitchen/forecast on %s', (today) => {
  const clock = new SettableClock(at(today, '18:00'));
  let test: TestServer;
  const tomorrow = addDaysToDate(today, 1);
  const first = addDaysToDate(today, -2 * FORECAST_WINDOW_DAYS + 1);

  beforeAll(async () => {
    test = await startTestServer({}, { clock });
    const random = seededRandom(Date.parse(today));
    const rows: NewServingRow[] = [];
    for (let index = 0; index < RESIDENTS; index += 1) {
      const user = await createUser(test, { badge: 'x-gold' });
      await giveCover(test, user, 'x-gold', { starts: first, ends: addDaysToDate(today, 5) });
      for (let offset = 0; offset < 2 * FORECAST_WINDOW_DAYS; offset += 1) {
        const date = addDaysToDate(first, offset);
        // Sundays the counter was closed: those days have no servings and are left out.
        if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) continue;
        for (const slot of MEAL_TYPES) {
          if (random() < RATES[slot]) continue;
          const scannedAt = at(date, '12:00');
          const row = (counter: string, duplicate: number) => ({
            id: servingId(date, slot, user.id, counter),
            counter_id: counter,
            resident_id: user.id,
            user_email: user.email,
            date,
            slot,
            scanned_at: scannedAt,
            clock_offset: 0,
            served_at: scannedAt + duplicate,
            duplicate,
            received_at: scannedAt,
          });
          rows.push(row('door', 0));
          if (random() < 0.05) rows.push(row('side', 1));
        }
      }
    }
    await test.db.transaction().execute((trx) => insertServingRows(trx, rows));
  });
  afterAll(() => test.close());

  it("forecasts tomorrow's plates per slot within the spread the known rate implies", async () => {
    const { client } = await signedInAs(test, 'admin');
    const answer = await client.get('/api/kitchen/forecast');
    expect(answer.status).toBe(200);
    expect(answer.body.date).toBe(tomorrow);
    for (const slot of MEAL_TYPES) {
      const row = answer.body.rows.find((candidate: { slot: string }) => candidate.slot === slot);
      expect(row).toMatchObject({ residents: RESIDENTS, skips: 0, expected: RESIDENTS });
      const spread = Math.sqrt((RATES[slot] * (1 - RATES[slot])) / (24 * RESIDENTS));
      expect(Math.abs(row.noShowRate - RATES[slot])).toBeLessThan(4 * spread);
      expect(Math.abs(row.cookFor - RESIDENTS * (1 - RATES[slot]))).toBeLessThan(
        4 * spread * RESIDENTS + 1,
      );
      expect(row.historyDays).toBeGreaterThanOrEqual(23);
      const daily = Math.sqrt(RESIDENTS * RATES[slot] * (1 - RATES[slot]));
      expect(row.recentError.days).toBe(ERROR_DAYS);
      expect(row.recentError.meanAbsolute).toBeLessThan(2 * daily + 1);
    }
    const refused = await client.get('/api/kitchen/forecast', { date: '2026-02-30' });
    expect(refused).toMatchObject({ status: 400, body: { error: { field: 'date' } } });
    const { client: resident } = await signedInAs(test, 'general');
    expect((await resident.get('/api/kitchen/forecast')).status).toBe(403);
  });

  it("leaves tomorrow's skips out of the plates", async () => {
    clock.set(at(today, '18:00'));
    const { client: admin } = await signedInAs(test, 'admin');
    const before = (await admin.get('/api/kitchen/forecast')).body.rows[1];
    for (let index = 0; index < 2; index += 1) {
      const { client, user } = await signedInAs(test, 'general', { badge: 'x-gold' });
      await giveCover(test, user, 'x-gold', { starts: today });
      expect((await client.put(`/api/skips/${tomorrow}/lunch`, { skipped: true })).status).toBe(
        200,
      );
    }
    const after = (await admin.get('/api/kitchen/forecast')).body.rows[1];
    expect(after).toMatchObject({
      slot: 'lunch',
      residents: before.residents + 2,
      skips: 2,
      expected: before.expected,
      cookFor: before.cookFor,
    });
  });
});
