// Renewing a package across its cover's end, in the browser against the test-mode card processor
// and a settable server clock: a resident paid 28 days ago, so the cover ends tomorrow. My Profile
// says until when and warns; on the day after the end the Skip is greyed, says why and leads to
// Renew; the
// renewal's dialog shows a declined card's message, then pays; the cover's new end shows, the
// same skip now goes through, and the statement lists both cover periods.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Locator } from 'playwright-core';
import {
  addDaysToDate,
  CARD_MESSAGES,
  dateAt,
  dayLabel,
  DEFAULT_HOSTEL_SETTINGS,
  PACKAGE_PRICES,
  skipId,
} from '@hostel/shared-schema';
import { SettableClock } from '../sync-server/src/test-support/settable-clock';
import { demoAccount, signIn, toastWith, useJourney } from './support';

const DAY_MS = 24 * 60 * 60 * 1000;
const CARD = { expMonth: 12, expYear: 2040, cvc: '123', billing_details: { name: 'Anonymous' } };
const clock = new SettableClock();
const today = () => dateAt(Date.now(), DEFAULT_HOSTEL_SETTINGS.timeZone);
/** "27 Dec", as the cover card names a day. */
const shortDay = (date: string) => dayLabel(date).split(' ').slice(1).join(' ');

/** The spec's checkout through the API: intent, test card, record, package. */
async function subscribeGold(context: BrowserContext, email: string, name: string) {
  const api = context.request;
  const intent = await (
    await api.post('/api/create-payment-intent', { data: { price: 4000 } })
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
    data: { email, name, paymentDate: 0, amount: 4000, package: 'gold', transactionId },
  });
  expect(record.ok(), await record.text()).toBe(true);
  expect((await api.patch(`/api/change-package?email=${email}&pack=gold`)).ok()).toBe(true);
}

async function payInto(dialog: Locator, number: string) {
  await dialog.getByLabel('Card Number').fill(number);
  await dialog.getByLabel('Expiry Date').fill('12/34');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByRole('button', { name: `Pay Now ${PACKAGE_PRICES.gold} Tk` }).click();
}

describe('renewing a package', () => {
  const journey = useJourney({ clock });

  it('renews across the cover’s end and skips the day after it', async () => {
    const { email, password } = demoAccount('resident');
    const { context, page } = await journey.open('/', { viewport: 'phone' });
    // Paid 28 days ago: covered from then to tomorrow.
    clock.set(Date.now() - 28 * DAY_MS);
    await signIn(context, email, password);
    await subscribeGold(context, email, 'Resident');
    clock.set(Date.now());
    await signIn(context, email, password);
    const lastDay = addDaysToDate(today(), 1);
    const after = addDaysToDate(today(), 2);

    await page.goto('/dashboard/my-profile');
    const cover = page.getByRole('region', { name: `Covered until ${shortDay(lastDay)}` });
    await cover.getByText('Your package ends soon (2 days left).', { exact: false }).waitFor();

    // The day after the end is not covered: its Skip is greyed, says why and leads to Renew.
    await page.goto(`/menu?day=${after}`);
    const lunch = page.locator('.menu-slot[data-slot="lunch"]');
    await lunch.getByText('Your package does not cover this day').waitFor();
    expect(await lunch.getByRole('button', { name: 'Skip', exact: true }).isDisabled()).toBe(true);
    await lunch.getByRole('link', { name: 'Renew your package' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/my-profile');
    await cover.getByRole('button', { name: 'Renew package' }).click();
    const dialog = page.getByRole('dialog', { name: 'Renew package' });
    await payInto(dialog, '4000 0000 0000 0002');
    await dialog.getByText(CARD_MESSAGES.declined).waitFor();
    await payInto(dialog, '4242 4242 4242 4242');
    const newEnd = addDaysToDate(lastDay, 30);
    await toastWith(page, `Package renewed: covered until ${shortDay(newEnd)}`).waitFor();
    await page.getByRole('region', { name: `Covered until ${shortDay(newEnd)}` }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The same skip now goes through.
    await page.goto(`/menu?day=${after}`);
    await page.getByRole('button', { name: 'Skip lunch' }).click();
    const id = skipId(after, 'lunch', email);
    const row = () =>
      journey.server.db.selectFrom('skips').selectAll().where('id', '=', id).executeTakeFirst();
    await expect.poll(async () => (await row())?.skipped, { timeout: 10_000 }).toBe(1);

    // The statement of the month of the old end lists the periods it overlaps.
    await page.goto(`/dashboard/my-statement?month=${lastDay.slice(0, 7)}`);
    const periods = page.getByRole('table', { name: 'Cover periods' });
    await periods.getByText(`${dayLabel(lastDay)}`, { exact: false }).waitFor();
    expect(await periods.locator('tbody tr').count()).toBe(
      lastDay.slice(0, 7) === addDaysToDate(lastDay, 1).slice(0, 7) ? 2 : 1,
    );
  });
});
