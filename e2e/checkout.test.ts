// Checkout journeys (spec §2, §5, §8, §9) against the built-in test-mode card processor:
// 4242… pays and changes the package, 4000 0000 0000 0002 is declined with the provider's text,
// an unknown package cannot be paid, a subscribed member cannot pay again, offline says why.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { CARD_MESSAGES, MESSAGES, PACKAGE_PRICES } from '@hostel/shared-schema';
import { signIn, toastWith, useJourney } from './support';
import { setOffline } from './support/offline';

const PASSWORD = 'Resident#2026';

async function fillCard(page: Page, number: string, expiry = '12/34', cvc = '123') {
  await page.getByLabel('Card Number').fill(number);
  await page.getByLabel('Expiry Date').fill(expiry);
  await page.getByLabel('CVV').fill(cvc);
}

describe('checkout', () => {
  const journey = useJourney();

  /** A resident of the demo data (all bronze) at a checkout page. */
  async function openAs(email: string, path: string) {
    const opened = await journey.open('/');
    await signIn(opened.context, email, PASSWORD);
    await opened.page.goto(path);
    return opened;
  }

  async function packageOf(context: BrowserContext, email: string) {
    const answer = await context.request.get(`/api/get-package?email=${email}`);
    return answer.json();
  }

  it('pays with 4242 4242 4242 4242: toast, /all-meals, package changed', async () => {
    const email = 'resident1@hostel.test';
    const { page, context, errors } = await openAs(email, '/checkout/gold');
    const plan = page.getByRole('region', { name: 'gold' });
    await plan.getByText('4,000 Tk').waitFor();
    await plan.locator('s', { hasText: 'Minarel Water' }).waitFor();
    await plan.locator('s', { hasText: 'Free Delivery' }).waitFor();
    expect(await plan.locator('s', { hasText: 'Mounthly Special Meal' }).count()).toBe(0);

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: `Pay Now ${PACKAGE_PRICES.gold} Tk` }).click();
    await page
      .getByText(MESSAGES.paymentSuccessfull(PACKAGE_PRICES.gold), { exact: true })
      .first()
      .waitFor();
    // The success state: plan, amount, transaction id and date, not "already a
    // subscribed member"; then the spec's redirect.
    const success = page.getByRole('article', { name: 'Payment complete' });
    await success.waitFor();
    await success.getByText('4,000 Tk').waitFor();
    const transactionId = (await success.locator('.receipt__id').textContent()) ?? '';
    expect(transactionId).toMatch(/\S{6,}/);
    expect(await success.locator('.receipt__plan').first().textContent()).toBe('gold');
    expect(await page.getByText(MESSAGES.alreadySubscribed).count()).toBe(0);
    await page.waitForURL((url) => url.pathname === '/all-meals');
    expect(await packageOf(context, email)).toBe('x-gold');

    // The receipt is kept in the resident's dashboard.
    await page.goto('/dashboard/my-profile');
    const receipts = page.getByRole('region', { name: 'Your receipts' });
    await receipts.getByText(transactionId, { exact: true }).waitFor();
    await receipts.getByText('4,000 Tk').waitFor();

    // With the package, a meal request now succeeds, and a second one for the same meal is refused.
    const [meal] = await (await context.request.get('/api/all-meals-home')).json();
    await page.goto(`/meal/${meal._id}`);
    const request = page.getByRole('button', { name: 'Request Meal' });
    await request.click();
    await toastWith(page, MESSAGES.mealRequested).waitFor();
    // The page now says so instead of offering a second request; the server still
    // refuses one with the spec's message.
    await page.getByRole('status').filter({ hasText: 'Requested · pending' }).waitFor();
    expect(await request.count()).toBe(0);
    const again = await context.request.post('/api/add-requested-meal', {
      data: { name: 'x', email, mealId: meal._id, mealTitle: meal.mealTitle, status: 'pending' },
    });
    expect(again.status()).toBe(409);
    expect((await again.json()).error.message).toBe(MESSAGES.alreadyRequested);
    const mine = await (
      await context.request.get(`/api/my-requested-meals?email=${email}&page=0`)
    ).json();
    expect(mine.requestedMeals.map((row: { mealId: string }) => row.mealId)).toEqual([meal._id]);
    expect(errors).toEqual([]);
  });

  it('says plainly that the test processor takes the payment, at phone width too', async () => {
    const { page, errors } = await openAs('resident4@hostel.test', '/checkout/silver');
    await page.setViewportSize({ width: 390, height: 844 });
    const notice = page.getByRole('complementary', { name: 'Test payments' });
    await notice.getByText(/No real card is charged here/).waitFor();
    // Beside the spec's screen: its title and form are there as before.
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await page.getByRole('button', { name: `Pay Now ${PACKAGE_PRICES.silver} Tk` }).waitFor();
    const box = await notice.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    if (process.env.CHECKOUT_NOTICE_SCREENSHOT) {
      await page.screenshot({ path: process.env.CHECKOUT_NOTICE_SCREENSHOT });
    }
    expect(errors).toEqual([]);
  });

  it('a declined card shows the provider message in red under the form', async () => {
    const { page, context } = await openAs('resident2@hostel.test', '/checkout/silver');
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay Now 3000 Tk' }).click();
    await page.getByRole('alert').filter({ hasText: CARD_MESSAGES.declined }).waitFor();
    // 'Successfull' (shown once the payment method exists) gives way to the decline.
    await page.getByText(MESSAGES.successfull, { exact: true }).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/checkout/silver');
    expect(await packageOf(context, 'resident2@hostel.test')).toBe('bronze');
  });

  it("an incomplete card gets the provider's validation message", async () => {
    const { page } = await openAs('resident3@hostel.test', '/checkout/platinum');
    await fillCard(page, '4242 4242', '12/34', '123');
    await page.getByRole('button', { name: 'Pay Now 5000 Tk' }).click();
    await page.getByRole('alert').filter({ hasText: CARD_MESSAGES.incompleteNumber }).waitFor();
  });

  it('an unknown package shows a spinner and Pay Now 1 Tk is disabled', async () => {
    const { page } = await openAs('resident4@hostel.test', '/checkout/diamond');
    await page.getByRole('region', { name: 'Plan' }).getByRole('status').waitFor();
    expect(await page.getByRole('button', { name: 'Pay Now 1 Tk' }).isDisabled()).toBe(true);
  });

  it('a subscribed member cannot pay again', async () => {
    await journey.server.db
      .updateTable('users')
      .set({ badge: 'x-silver', package: 'silver' })
      .where('email', '=', 'resident5@hostel.test')
      .execute();
    const { page } = await openAs('resident5@hostel.test', '/checkout/gold');
    await page.getByText(MESSAGES.alreadySubscribed).waitFor();
    expect(await page.getByRole('button', { name: 'Pay Now 4000 Tk' }).isDisabled()).toBe(true);
  });

  it('offline, Pay Now is disabled and says why', async () => {
    const { page, context } = await openAs('resident6@hostel.test', '/checkout/gold');
    const pay = page.getByRole('button', { name: 'Pay Now 4000 Tk' });
    await pay.waitFor();
    await setOffline(context, true);
    await page.waitForFunction(() => !navigator.onLine);
    expect(await pay.isDisabled()).toBe(true);
    expect(await pay.getAttribute('title')).toMatch(/offline/i);
    await setOffline(context, false);
    await page.waitForFunction(() => navigator.onLine);
    // Back online, the app confirms the server is reachable before it enables online-only
    // actions (one connection state for the indicator and the buttons): wait for that.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('button')].some(
        (button) => button.textContent?.includes('Pay Now') && !button.disabled,
      ),
    );
    expect(await pay.isEnabled()).toBe(true);
  });
});
