// Checkout with PAYMENT_PROVIDER=stripe in Chromium: the PWA learns the publishable key from
// /api/public-config, loads Stripe.js on the checkout route only (routed to a small stub that
// mounts the three card elements and calls Stripe's API, itself routed to a local fake), pays
// through the real server's stripe SDK, shows a card error under the form, and says at once
// when Stripe.js cannot load.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { CARD_MESSAGES, MESSAGES, PACKAGE_PRICES } from '@hostel/shared-schema';
import {
  startFakeStripeApi,
  type FakeStripeApi,
} from '../sync-server/src/test-support/fake-stripe-api';
import {
  launchBrowser,
  newContext,
  signIn,
  startE2EServer,
  trackPageErrors,
  type E2EServer,
} from './support';
import { routeStripe } from './support/stripe-js-stub';

const PASSWORD = 'Resident#2026';
let stripe: FakeStripeApi;
let server: E2EServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  stripe = await startFakeStripeApi();
  [server, browser] = await Promise.all([
    startE2EServer({
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
        STRIPE_API_URL: stripe.url,
      },
    }),
    launchBrowser(),
  ]);
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await stripe?.close();
});

async function checkoutAs(email: string, path: string, stripeLoads = true) {
  const context = await newContext(browser, server.url);
  contexts.push(context);
  const scripts: string[] = [];
  context.on('request', (request) => {
    if (request.url().startsWith('https://js.stripe.com/')) scripts.push(request.url());
  });
  if (stripeLoads) await routeStripe(context, stripe.url);
  else await context.route('https://js.stripe.com/**', (route) => route.abort('blockedbyclient'));
  await signIn(context, email, PASSWORD);
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Meals' }).first().waitFor();
  expect(scripts, 'Stripe.js is loaded on the checkout route only').toEqual([]);
  await page.goto(path);
  return { context, page, errors, scripts };
}

describe('checkout with Stripe Elements', () => {
  it('pays with 4242…: Successfull, the toast, /all-meals, the package changed', async () => {
    const email = 'resident2@hostel.test';
    const { page, context, scripts } = await checkoutAs(email, '/checkout/silver');
    const form = page.getByRole('form', { name: 'Card Payment' });
    await form.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await form.getByRole('textbox', { name: 'Expiration date' }).fill('12 / 34');
    await form.getByRole('textbox', { name: 'CVC' }).fill('123');
    expect(scripts[0]).toMatch(/^https:\/\/js\.stripe\.com\/endive\/stripe\.js/);
    // Real payments: no test-payments notice.
    expect(await page.getByRole('complementary', { name: 'Test payments' }).count()).toBe(0);
    await page.getByRole('button', { name: `Pay Now ${PACKAGE_PRICES.silver} Tk` }).click();
    await page
      .getByText(MESSAGES.paymentSuccessfull(PACKAGE_PRICES.silver), { exact: true })
      .first()
      .waitFor();
    await page.waitForURL((url) => url.pathname === '/all-meals');
    const answer = await context.request.get(`/api/get-package?email=${email}`);
    expect(await answer.json()).toBe('x-silver');
    const paid = [...stripe.intents.values()].find((intent) => intent.metadata.email === email);
    expect(paid).toMatchObject({ status: 'succeeded', amount: 300000, currency: 'bdt' });
  });

  it("shows a declined card's message in red under the form; nothing is granted", async () => {
    const email = 'resident3@hostel.test';
    const { page, context } = await checkoutAs(email, '/checkout/gold');
    const form = page.getByRole('form', { name: 'Card Payment' });
    await form.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002');
    await form.getByRole('textbox', { name: 'Expiration date' }).fill('12 / 34');
    await form.getByRole('textbox', { name: 'CVC' }).fill('123');
    await page.getByRole('button', { name: `Pay Now ${PACKAGE_PRICES.gold} Tk` }).click();
    const alert = form.getByRole('alert');
    await alert.getByText(CARD_MESSAGES.declined, { exact: true }).waitFor();
    // The payment method existed before the decline; the red message replaces the green one.
    expect(await form.getByText(MESSAGES.successfull, { exact: true }).count()).toBe(0);
    const answer = await context.request.get(`/api/get-package?email=${email}`);
    expect(await answer.json()).toBe('bronze');
  });

  it('says at once that card payments are unavailable when Stripe.js cannot load', async () => {
    const { page } = await checkoutAs('resident4@hostel.test', '/checkout/platinum', false);
    await page.getByText(/the secure card form \(Stripe\) could not be loaded/).waitFor();
    expect(await page.getByRole('button', { name: /Pay Now/ }).count()).toBe(0);
    // The plan is still shown.
    await page.getByRole('region', { name: 'platinum' }).waitFor();
  });
});
