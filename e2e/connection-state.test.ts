// "Offline" means one thing everywhere: with the network up but the server
// down, the nav bar says Offline AND every online-only action (Request Meal, an admin's row
// actions, the checkout's Pay Now) is disabled with the reason, instead of failing with a
// generic error. This file stops its own server, so it does not share one with other journeys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  newContext,
  signInAs,
  startE2EServer,
  type DemoRole,
  type E2EServer,
} from './support';

const OFFLINE_REASON = 'You are offline: this needs a connection.';

describe('the server goes down while the network stays up', () => {
  let server: E2EServer;
  let browser: Browser;
  let serverClosed = false;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    if (!serverClosed) await server?.close();
  });

  async function open(path: string, as: DemoRole): Promise<Page> {
    const context = await newContext(browser, server.url);
    await signInAs(context, as);
    const page = await context.newPage();
    await page.goto(path);
    return page;
  }

  const indicator = (page: Page) => page.getByTestId('sync-indicator');

  it('says Offline and disables every online-only action, as the indicator says', async () => {
    const probe = await newContext(browser, server.url);
    const [meal] = await (await probe.request.get('/api/all-meals-home')).json();
    await probe.close();

    const resident = await open(`/meal/${meal._id}`, 'resident');
    const checkout = await open('/checkout/gold', 'resident');
    const admin = await open('/dashboard/manage-users', 'admin');
    const request = resident.getByRole('button', { name: 'Request Meal' });
    await request.waitFor();
    const makeAdmin = admin.getByRole('button', { name: /^Make Admin/ }).first();
    await makeAdmin.waitFor();
    const payNow = checkout.getByRole('button', { name: /^Pay Now/ });
    await payNow.waitFor();
    for (const page of [resident, checkout, admin]) {
      await indicator(page).getByText('Online').waitFor({ state: 'attached' });
    }
    expect(await request.isEnabled()).toBe(true);
    expect(await makeAdmin.isEnabled()).toBe(true);

    await server.close();
    serverClosed = true;

    for (const page of [resident, checkout, admin]) {
      await indicator(page).getByText('Offline').waitFor({ state: 'attached' });
    }
    await resident.waitForFunction(
      () =>
        [...document.querySelectorAll('button')].find((b) => b.textContent === 'Request Meal')
          ?.disabled === true,
    );
    expect(await request.getAttribute('title')).toBe(OFFLINE_REASON);
    await admin.waitForFunction(() =>
      [...document.querySelectorAll('button')]
        .filter((b) => b.textContent?.startsWith('Make Admin'))
        .every((b) => b.disabled),
    );
    expect(await makeAdmin.getAttribute('title')).toBe(OFFLINE_REASON);
    await checkout.waitForFunction(
      () =>
        [...document.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Pay Now'))
          ?.disabled === true,
    );
  });
});
