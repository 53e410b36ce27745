// A visitor's first visit to All Meals, to a meal or to the menu gets that screen's data in the
// shell's HTML (decision 0287): the answers of the streams the screen watches, as GET /all-meals,
// the meal's reviews and the replication give them, and a preload of the picture that will be
// the largest paint. A request with a session, with filters or a day in its address, or for an
// unknown meal gets the shell alone; no text in the data can end its script element.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_MEALS_PAGE_SIZE,
  FIRST_SCREEN_ELEMENT_ID,
  addDaysToDate,
  dateAt,
  weekDates,
  weekStartOf,
} from '@hostel/shared-schema';
import { signedInAs } from '../test-support/accounts';
import type { ApiClient } from '../test-support/api-client';
import { addMealVia } from '../test-support/meal-fixtures';
import { SettableClock } from '../test-support/settable-clock';
import { startTestServer, type TestServer } from '../test-support/test-server';

const SHELL =
  '<!doctype html><html><head><title>Hostel Meals</title></head><body><div id="root"></div></body></html>';
const HOSTILE = 'Pitha </script><script>alert(1)</script>';

/**
 * A Wednesday morning in the hostel (Asia/Dhaka, the default setting): this week's lunch is not
 * served yet whatever the time of day the suite runs, so the admin may still plan it.
 */
const MORNING = new SettableClock(Date.parse('2026-12-02T07:00:00+06:00'));

let test: TestServer;
let admin: ApiClient;
let cheapest: string;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'hostel-dist-'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  writeFileSync(path.join(dist, 'shell.html'), SHELL);
  test = await startTestServer({ PWA_DIST_DIR: dist }, { clock: MORNING });
  admin = (await signedInAs(test, 'admin')).client;
  for (const price of [40, 30, 60, 50, 70]) await addMealVia(admin, { price });
  cheapest = await addMealVia(admin, {
    price: 5,
    mealTitle: HOSTILE,
    mealImage: 'https://img.example/pitha.jpg?size=800&fit="crop"',
  });
  const author = await signedInAs(test, 'general', { package: 'gold' });
  const review = await author.client.post('/api/add-review', {
    mealId: cheapest,
    rating: 5,
    review: 'Crisp </script> and sweet',
  });
  expect(review.status, JSON.stringify(review.body)).toBe(201);
});
afterAll(() => test.close());

/** The first screen a page's HTML carries, or undefined. */
function carried(html: string): { name: string; args: unknown; value: any }[] | undefined {
  const found = new RegExp(
    `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">(.*?)</script>`,
    's',
  ).exec(html);
  return found ? JSON.parse(found[1]!) : undefined;
}

describe("a data page's first screen in its HTML", () => {
  it('carries All Meals as GET /all-meals answers it, and preloads the first picture', async () => {
    const page = await test.client().get('/all-meals');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const [answer] = carried(page.body as string)!;
    const api = await test.client().get(`/api/all-meals?page=0&limit=${ALL_MEALS_PAGE_SIZE}`);
    expect(answer).toEqual({
      name: 'meals',
      args: { search: '', category: 'all', sort: 'l2h', limit: ALL_MEALS_PAGE_SIZE },
      value: api.body,
      collection: 'meals',
    });
    expect(answer!.value.meals.map((meal: { price: number }) => meal.price)).toEqual([
      5, 30, 40, 50,
    ]);
    expect(answer!.value.meals[0].mealTitle).toBe(HOSTILE);
    expect(page.body).toContain(
      '<link rel="preload" as="image" href="https://img.example/pitha.jpg?size=800&amp;fit=&quot;crop&quot;" fetchpriority="high">',
    );
    // The title's own </script> stays inside the data.
    expect(page.body).not.toContain('alert(1)</script>');
  });

  it("carries a meal and its reviews, and preloads the meal's picture", async () => {
    const page = await test.client().get(`/meal/${cheapest}`);
    const answers = carried(page.body as string)!;
    const meal = (await test.client().get(`/api/meal/${cheapest}`)).body;
    const reviews = (await test.client().get(`/api/meal-wise-reviews?id=${cheapest}`)).body;
    expect(answers).toEqual([
      { name: 'meal', args: { id: cheapest }, value: meal, collection: 'meals' },
      { name: 'mealReviews', args: { mealId: cheapest }, value: reviews, collection: 'reviews' },
    ]);
    expect(answers[1]!.value[0].review).toBe('Crisp </script> and sweet');
    // A visitor's view: no reviewer's e-mail.
    expect(answers[1]!.value[0].email).toBe('');
    expect(page.body).toContain('href="https://img.example/pitha.jpg');
  });

  it("carries this week's menu in the hostel's time zone, its meals and the settings", async () => {
    const settings = (await test.client().get('/api/hostel-settings')).body;
    const today = dateAt(test.clock.now(), settings.timeZone);
    const week = weekDates(weekStartOf(today));
    const planned = await admin.put(`/api/menu/${today}/lunch`, { mealIds: [cheapest] });
    expect(planned.status, JSON.stringify(planned.body)).toBe(200);
    const nextWeek = await admin.put(`/api/menu/${addDaysToDate(week[6]!, 1)}/dinner`, {
      mealIds: [cheapest],
    });
    expect(nextWeek.status).toBe(200);
    const page = await test.client().get('/menu');
    const answers = carried(page.body as string)!;
    const pulled = (await test.client().get('/api/sync/menu/pull?batchSize=2000')).body;
    const thisWeek = pulled.documents
      .filter((slot: { date: string }) => slot.date >= week[0]! && slot.date <= week[6]!)
      .map(({ _deleted, ...slot }: { _deleted: boolean }) => slot);
    const meal = (await test.client().get(`/api/meal/${cheapest}`)).body;
    expect(answers).toEqual([
      { name: 'hostelSettings', args: {}, value: settings, collection: 'hostel-settings' },
      {
        name: 'menuRange',
        args: { from: week[0], to: week[6] },
        value: { docs: thisWeek, pulled: true },
        collection: 'menu',
      },
      {
        name: 'mealsByIds',
        args: { ids: [cheapest] },
        value: { docs: [meal], pulled: true },
        collection: 'meals',
      },
    ]);
    expect(thisWeek.map((slot: { _id: string }) => slot._id)).toContain(`${today}:lunch`);
    expect(page.body).toContain('href="https://img.example/pitha.jpg');
  });

  it.each([
    ['with filters in its address', '/all-meals?search=pitha'],
    ['with a day in its address', '/menu?day=2026-01-05'],
    ['for an unknown meal', '/meal/no-such-meal'],
    ['for a page whose first screen is not data', '/dashboard/my-profile'],
  ])('is not carried %s: the shell alone', async (_, url) => {
    const page = await test.client().get(url);
    expect(page.status).toBe(200);
    expect(page.body).toBe(SHELL);
  });

  it('is not carried for a request with a session: the device has the data', async () => {
    const page = await admin.get('/all-meals');
    expect(page.body).toBe(SHELL);
  });
});
