// Admin journeys over people and money (spec §2, §4, §8): Make Admin after 'Are you sure?';
// serving a resident's request ('Meal has been Served', then 'This Meal is already Delivered');
// the payments table after a resident's checkout through the API; an admin's sign-in with no
// page to return to lands on the admin dashboard; a resident's sheet lists their recent servings
// at the counters from the demo data's eight weeks of dining (E2E_SHOTS_DIR=<dir> keeps
// screenshots of the sheet at phone and desktop widths).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { dayLabel, MESSAGES, type Meal, type ResidentServings } from '@hostel/shared-schema';
import { formatDate, formatTk } from '../pwa/src/lib/format';
import { demoAccount, signIn, toastWith, useJourney } from './support';
import { VIEWPORTS } from './support/browser';

const PASSWORD = 'Resident#2026';
const CARD = { expMonth: 12, expYear: 2040, cvc: '123', billing_details: { name: 'Anonymous' } };

/** A demo resident pays for silver through the API (intent, test card, record, package). */
async function subscribeSilver(context: BrowserContext, email: string, name: string) {
  await signIn(context, email, PASSWORD);
  const api = context.request;
  const intent = await (
    await api.post('/api/create-payment-intent', { data: { price: 3000 } })
  ).json();
  const method = await (
    await api.post('/api/test-payments/payment-methods', {
      data: { ...CARD, number: '4242 4242 4242 4242' },
    })
  ).json();
  const confirmed = await api.post('/api/test-payments/confirm', {
    data: { clientSecret: intent.clientSecret, paymentMethodId: method.paymentMethod.id },
  });
  expect(confirmed.ok()).toBe(true);
  const transactionId = String(intent.clientSecret).split('_secret_')[0];
  const record = await api.post('/api/subscription-handler', {
    data: {
      email,
      name,
      paymentDate: Date.now(),
      amount: 3000,
      package: 'silver',
      transactionId,
    },
  });
  expect(record.ok(), await record.text()).toBe(true);
  const pack = await api.patch(`/api/change-package?email=${email}&pack=silver`);
  expect(pack.ok(), await pack.text()).toBe(true);
  return transactionId;
}

const SLOTS: Record<string, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' };
const shots = process.env.E2E_SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`) });
};

/** The sheet's table as text, one array of cells per row. */
const sheetRows = (page: Page) =>
  page
    .getByRole('dialog')
    .getByRole('table', { name: 'Recent servings' })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')),
    );

describe('admin dashboard: users, requests, payments', () => {
  const journey = useJourney();

  it('lands an admin who signs in with no page to return to on the admin dashboard', async () => {
    const { page, errors } = await journey.open('/login');
    const { email, password } = demoAccount('admin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/admin-profile');
    await page.getByRole('heading', { name: 'Admin profile' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('makes a resident admin after the confirmation', async () => {
    const { page, errors } = await journey.open('/dashboard/manage-users', {
      as: 'admin',
      shared: true,
    });
    await page.getByText(/^Total Users: \d+$/).waitFor();
    await page.getByLabel('Search by name or email').fill('resident5@');
    const rows = page.locator('tbody tr[role="row"]');
    await page.waitForFunction(
      () => document.querySelectorAll('tbody tr[role="row"]').length === 1,
    );
    const name = (await rows.first().getByRole('cell').nth(1).textContent()) ?? '';
    await rows
      .first()
      .getByRole('button', { name: `Make Admin for ${name}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: MESSAGES.confirmTitle });
    await confirm.getByRole('button', { name: 'Yes, Make Admin' }).click();
    // The spinner shows for a second before the call.
    await rows.first().locator('[aria-busy="true"]').waitFor();
    await toastWith(page, MESSAGES.madeAdmin(name)).waitFor();
    await rows.first().getByText('Admin', { exact: true }).waitFor();
    expect(
      await rows
        .first()
        .getByRole('button', { name: /^Make Admin/ })
        .count(),
    ).toBe(0);
    // The admin row of the demo admin shows the badge too.
    await page.getByLabel('Search by name or email').fill('admin@hostel.test');
    const adminRow = page.getByRole('row').filter({ hasText: 'admin@hostel.test' });
    await adminRow.getByText('Admin', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('lists payments after a checkout and serves a request once', async () => {
    // The demo data holds payments already: the page shows them and this one more.
    const admin = await journey.open('/dashboard/admin-profile', { as: 'admin', shared: true });
    const adminEmail = demoAccount('admin').email;
    const before = await (await admin.context.request.get('/api/all-payments')).json();
    const totals = await (
      await admin.context.request.get(`/api/admin-profile-data?email=${adminEmail}`)
    ).json();
    const resident = await journey.open('/');
    const email = 'resident3@hostel.test';
    const me = await (await resident.context.request.get(`/api/get-user?email=${email}`)).json();
    const transactionId = await subscribeSilver(resident.context, email, me.name);
    const meals: Meal[] = await (await resident.context.request.get('/api/all-meals-home')).json();
    const meal = meals[0];
    const requested = await resident.context.request.post('/api/add-requested-meal', {
      data: {
        name: me.name,
        email,
        mealId: meal._id,
        mealTitle: meal.mealTitle,
        status: 'pending',
      },
    });
    expect(requested.ok(), await requested.text()).toBe(true);

    const { page, errors } = admin;
    await page.goto('/dashboard/all-payments');
    await page.getByText(`Total Payments: ${before.count + 1}`, { exact: true }).waitFor();
    // The test processor is on: the page says these are test payments.
    const notice = page.getByRole('complementary', { name: 'Test payments' });
    await notice.getByText(/made with test cards: no money was taken/).waitFor();
    const payment = page.getByRole('row').filter({ hasText: transactionId });
    await payment.getByText(email).waitFor();
    await payment.getByText('3,000 Tk').waitFor();
    await payment.getByText(formatDate(Date.now())).waitFor();

    await page.goto('/dashboard/serve-meals');
    await page.getByLabel('Search by name or email').fill(email);
    const row = page.getByRole('row').filter({ hasText: meal.mealTitle });
    await row.getByText('pending', { exact: true }).waitFor();
    await row.getByRole('button', { name: /^Serve: / }).click();
    // Serving has no way back: it asks first, naming the meal.
    const ask = page.getByRole('alertdialog', { name: `Serve ${meal.mealTitle}?` });
    await ask.getByRole('button', { name: 'Serve' }).click();
    await toastWith(page, MESSAGES.served).waitFor();
    await row.getByText('delivered', { exact: true }).waitFor();
    await row.getByRole('button', { name: /^Delivered: / }).click();
    await toastWith(page, MESSAGES.alreadyDelivered).waitFor();

    await page.goto('/dashboard/admin-profile');
    const tiles = page.getByRole('list', { name: 'Your statistics' });
    await tiles.getByText(formatTk(totals.paymentAmount + 3000), { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it("opens a resident's sheet with their recent servings at the counters", async () => {
    const { page, context, errors } = await journey.open('/dashboard/manage-users', {
      as: 'admin',
      shared: true,
    });
    // The demo diners (resident7 … resident12): the first whose latest servings carry a flag.
    const diners = await Promise.all(
      [7, 8, 9, 10, 11, 12].map(async (n) => {
        const email = `resident${n}@hostel.test`;
        const answer: ResidentServings = await (
          await context.request.get(`/api/admin/servings?email=${email}`)
        ).json();
        return { email, answer };
      }),
    );
    const flagged = (servings: ResidentServings['servings']) =>
      servings.some((serving) => serving.duplicate || serving.rebateWithdrawn);
    const { email, answer } = diners.find((diner) => flagged(diner.answer.servings))!;
    // Eight weeks of demo dining: the sheet shows the latest 30 servings.
    expect(answer.servings).toHaveLength(30);
    await page.getByLabel('Search by name or email').fill(email);
    await page.waitForFunction(
      () => document.querySelectorAll('tbody tr[role="row"]').length === 1,
    );
    await page.getByRole('button', { name: `Details for ${answer.name}` }).click();
    const sheet = page.getByRole('dialog', { name: answer.name });
    await sheet.getByText(email, { exact: true }).waitFor();
    await sheet.getByRole('heading', { name: 'Recent servings' }).waitFor();
    await sheet.getByRole('table', { name: 'Recent servings' }).waitFor();
    const flags = (serving: ResidentServings['servings'][number]) =>
      [
        serving.duplicate ? 'Duplicate, not counted' : '',
        serving.rebateWithdrawn ? 'Skipped: rebate withdrawn' : '',
      ].join('') || '—';
    expect(await sheetRows(page)).toEqual(
      answer.servings.map((serving) => [
        dayLabel(serving.date),
        SLOTS[serving.slot],
        serving.counterId,
        flags(serving),
      ]),
    );
    const flag = sheet.getByText(/^(Duplicate, not counted|Skipped: rebate withdrawn)$/).first();
    await flag.scrollIntoViewIfNeeded();
    await shoot(page, 'resident-sheet-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
    // On a phone the sheet's title and its first rows stay inside the screen, once the dialog has
    // laid itself out again at the new width.
    const title = sheet.getByRole('heading', { name: answer.name });
    const table = sheet.getByRole('table', { name: 'Recent servings' });
    await expect.poll(async () => (await title.boundingBox())?.y).toBeGreaterThanOrEqual(0);
    await expect.poll(async () => (await table.boundingBox())?.x).toBeGreaterThanOrEqual(0);
    const box = (await table.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await flag.scrollIntoViewIfNeeded();
    await shoot(page, 'resident-sheet-phone');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.setViewportSize(VIEWPORTS.desktop);

    // A resident never served at a counter: the empty text.
    const never = 'resident@hostel.test';
    await page.getByLabel('Search by name or email').fill(never);
    const row = page.getByRole('row').filter({ hasText: never });
    await row.getByRole('button', { name: /^Details for / }).click();
    await page.getByRole('dialog').getByText('No meals served at a counter yet.').waitFor();
    expect(errors).toEqual([]);
  });
});
