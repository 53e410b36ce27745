// The kitchen sees people, on a real server: per slot the plates per dish (the expected residents
// each dish fits by the one fit rule), the expected residents per diet, halal and allergen, and on
// demand their names (GET /kitchen/people). Residents outside a cover and those skipping the slot
// are not expected. Dated by a settable server clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate, dateAt } from '@hostel/shared-schema';
import { signedInAs } from '../../test-support/accounts';
import { giveCover } from '../../test-support/covers';
import { addMealVia } from '../../test-support/meal-fixtures';
import { SettableClock } from '../../test-support/settable-clock';
import { startTestServer, type TestServer } from '../../test-support/test-server';

const clock = new SettableClock(Date.parse('2026-11-28T02:00:00Z')); // 08:00 in Dhaka
const today = dateAt(clock.now(), 'Asia/Dhaka');
const tomorrow = addDaysToDate(today, 1);
let test: TestServer;
let admin: Awaited<ReturnType<typeof signedInAs>>;

const profile = (diet: string | null, halalOnly: boolean, avoid: string[]) => ({
  diet,
  halalOnly,
  avoid,
  hideUnsuitable: false,
});

beforeAll(async () => {
  test = await startTestServer({}, { clock });
  admin = await signedInAs(test, 'admin');
  const curry = await addMealVia(admin.client, {
    mealTitle: 'Chicken Curry',
    diet: 'chicken',
    halal: true,
    allergens: ['milk'],
  });
  const dal = await addMealVia(admin.client, {
    mealTitle: 'Dal',
    diet: 'vegan',
    halal: true,
    allergens: [],
  });
  const menu = await admin.client.put(`/api/menu/${tomorrow}/lunch`, { mealIds: [curry, dal] });
  expect(menu.status, JSON.stringify(menu.body)).toBe(200);
  const resident = async (name: string, needs?: ReturnType<typeof profile>) => {
    const signedIn = await signedInAs(test, 'general', { badge: 'x-gold', name });
    await giveCover({ db: test.db, clock }, signedIn.user, 'x-gold');
    if (needs) {
      const saved = await signedIn.client.put(`/api/dietary-profile/${signedIn.user.email}`, needs);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    return signedIn;
  };
  await resident('Anika', profile('vegetarian', false, ['peanuts']));
  await resident('Babul', profile(null, true, ['milk']));
  await resident('Chitra');
  const skipper = await resident('Dipu', profile('vegan', true, ['gluten']));
  expect((await skipper.client.put(`/api/skips/${tomorrow}/lunch`, { skipped: true })).status).toBe(
    200,
  );
  await signedInAs(test, 'general', { name: 'Emon' }); // no package: not cooked for
});
afterAll(() => test.close());

describe('the kitchen, by people', () => {
  it('counts plates per dish and the expected residents per diet, halal and allergen', async () => {
    const { body } = await admin.client.get('/api/kitchen', { from: tomorrow, days: 1 });
    const lunch = body.rows.find((row: { slot: string }) => row.slot === 'lunch');
    expect(lunch).toMatchObject({ residents: 4, skips: 1, expected: 3 });
    expect(lunch.dishes).toEqual([
      // Anika keeps vegetarian, Babul avoids milk: the curry fits Chitra alone.
      { mealId: expect.any(String), title: 'Chicken Curry', plates: 1, unfit: 2 },
      { mealId: expect.any(String), title: 'Dal', plates: 3, unfit: 0 },
    ]);
    expect(lunch.diets).toEqual([{ diet: 'vegetarian', count: 1 }]);
    expect(lunch.halalOnly).toBe(1);
    // Dipu's gluten is not counted: he skips lunch.
    expect(lunch.allergens).toEqual([
      { allergen: 'peanuts', count: 1 },
      { allergen: 'milk', count: 1 },
    ]);
    const dinner = body.rows.find((row: { slot: string }) => row.slot === 'dinner');
    expect(dinner).toMatchObject({ expected: 4, dishes: [], halalOnly: 2 });
  });

  it('names the expected residents of a slot on demand', async () => {
    const { status, body } = await admin.client.get('/api/kitchen/people', {
      date: tomorrow,
      slot: 'lunch',
    });
    expect(status).toBe(200);
    expect(body.people.map((person: { name: string }) => person.name)).toEqual([
      'Anika',
      'Babul',
      'Chitra',
    ]);
    expect(body.people[0]).toMatchObject({
      diet: 'vegetarian',
      halalOnly: false,
      avoid: ['peanuts'],
    });
    expect(body.people[2]).toMatchObject({ diet: null, halalOnly: false, avoid: [] });
  });

  it('is for admins only, and names a bad field', async () => {
    const resident = await signedInAs(test, 'general');
    const query = { date: tomorrow, slot: 'lunch' };
    expect((await resident.client.get('/api/kitchen/people', query)).status).toBe(403);
    expect((await test.client().get('/api/kitchen/people', query)).status).toBe(401);
    const bad = await admin.client.get('/api/kitchen/people', { date: tomorrow, slot: 'tea' });
    expect(bad).toMatchObject({ status: 400, body: { error: { field: 'slot' } } });
  });
});
