// Web Push from the profile to the notification and back to the app, in Chromium, offline:
// - My Profile's Notifications card in each state a resident can meet (off, on, blocked by the
//   browser, iPhone outside the home screen), at phone width;
// - turning notifications on: the browser's own subscribe is replaced in the page (Chromium
//   registers with Google's push service, unreachable here) by one whose endpoint is a local
//   fake push service with real keys, and the subscription reaches the server;
// - a moment (tomorrow's menu changed by the kitchen) is sent by the server with web-push to
//   the fake, which decrypts it with the subscription's keys; that very payload is delivered to
//   the service worker with CDP's ServiceWorker.deliverPushMessage, and the worker shows it;
// - the click: headless Chromium cannot click a system notification, so the test reads the
//   shown notification with registration.getNotifications() and dispatches a
//   `notificationclick` with it in the worker (a NotificationEvent made there): the worker's
//   own handler then opens the notice's screen in the open window.
// E2E_SHOTS_DIR=<dir> keeps the screenshots of the card.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addDaysToDate, dateAt, DEFAULT_TIME_ZONE } from '@hostel/shared-schema';
import {
  startFakePushService,
  type FakePushService,
} from '../sync-server/src/test-support/fake-push-service';
import {
  controlledByWorker,
  launchBrowser,
  newContext,
  signInAs,
  startE2EServer,
  trackPageErrors,
  type E2EServer,
} from './support';

const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.E2E_SHOTS_DIR;
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 ' +
  '(KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let fake: FakePushService;
let server: E2EServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  fake = await startFakePushService();
  [server, browser] = await Promise.all([
    startE2EServer({
      env: { PUSH_SERVICE_ORIGINS: fake.origin, PUSH_SERVICE_CA: fake.caFile },
    }),
    // Notifications and the push manager exist only in the full browser.
    launchBrowser({ full: true }),
  ]);
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await fake?.close();
});

const card = (page: Page) => page.locator('section.push-settings');

/** The Notifications card from its heading down (below the sticky navigation bar). */
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await card(page).evaluate((element) => {
    const nav = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - nav - 8);
  });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

/** The page's PushManager answers with `subscription` (kept per origin across reloads). */
function stubPushManager(subscription: {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}) {
  const KEY = 'e2e:push-subscribed';
  const make = () => ({
    endpoint: subscription.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true },
    getKey: () => null,
    toJSON: () => ({ ...subscription, expirationTime: null }),
    unsubscribe: async () => {
      localStorage.removeItem(KEY);
      return true;
    },
  });
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey as Uint8Array | undefined;
    localStorage.setItem(
      KEY,
      JSON.stringify({ userVisibleOnly: options?.userVisibleOnly, keyBytes: key?.length }),
    );
    return make() as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    return (localStorage.getItem(KEY) ? make() : null) as PushSubscription | null;
  };
}

async function residentOnProfile(options: { userAgent?: string; initScript?: string } = {}) {
  const context = options.userAgent
    ? await browser.newContext({
        baseURL: server.url,
        viewport: PHONE,
        userAgent: options.userAgent,
        reducedMotion: 'reduce',
        locale: 'en-US',
      })
    : await newContext(browser, server.url, { viewport: 'phone' });
  contexts.push(context);
  if (options.initScript) await context.addInitScript(options.initScript);
  await signInAs(context, 'resident');
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  const errors = trackPageErrors(page);
  return { context, page, errors };
}

describe('push notifications', () => {
  it('turns on from the profile, shows the pushed notice and opens its screen', async () => {
    const subscription = fake.subscription();
    const { context, page, errors } = await residentOnProfile();
    await context.addInitScript(stubPushManager, subscription);
    await context.grantPermissions(['notifications'], { origin: server.url });
    await page.goto('/dashboard/my-profile');
    await controlledByWorker(page);
    await page.getByText('Notifications are off on this device.').waitFor();
    await shot(page, 'push-off-phone');

    await page.getByRole('button', { name: 'Turn on notifications' }).click();
    await page.getByText('Notifications are on for this device.').waitFor();
    const asked = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('e2e:push-subscribed')!),
    );
    expect(asked).toEqual({ userVisibleOnly: true, keyBytes: 65 });
    const stored = await server.db
      .selectFrom('push_subscriptions')
      .select(['endpoint', 'user_email', 'p256dh'])
      .where('endpoint', '=', subscription.endpoint)
      .execute();
    expect(stored).toEqual([
      {
        endpoint: subscription.endpoint,
        user_email: 'resident@hostel.test',
        p256dh: subscription.keys.p256dh,
      },
    ]);
    // The cut-off reminder is the one moment a resident asks for: turned on here, saved.
    const reminder = page.getByRole('switch', { name: "Reminder before tomorrow's skip cut-off" });
    await expect.poll(() => reminder.getAttribute('aria-checked')).toBe('false');
    await reminder.click();
    await expect.poll(() => reminder.getAttribute('aria-checked')).toBe('true');
    expect(await (await context.request.get('/api/push/settings')).json()).toMatchObject({
      cutoffReminder: true,
    });
    await shot(page, 'push-on-phone');

    // The kitchen changes tomorrow's published dinner: the server pushes to the fake service.
    const admin = await newContext(browser, server.url);
    contexts.push(admin);
    await signInAs(admin, 'admin');
    const tomorrow = addDaysToDate(dateAt(Date.now(), DEFAULT_TIME_ZONE), 1);
    const meals = (await (await admin.request.get('/api/all-meals?page=0')).json()).meals as {
      _id: string;
    }[];
    const id = subscription.endpoint.slice(subscription.endpoint.lastIndexOf('/') + 1);
    const pushes = () => fake.received.filter((received) => received.id === id);
    const planDinner = async (mealIds: string[]) => {
      const answer = await admin.request.put(`/api/menu/${tomorrow}/dinner`, { data: { mealIds } });
      expect(answer.status()).toBe(200);
      await server.server.app.deps.push!.idle();
    };
    // Whatever the demo data planned, the dinner is published once, then changed.
    await planDinner([meals[0]._id]);
    const before = pushes().length;
    await planDinner([meals[1]._id]);
    const pushed = pushes().slice(before);
    expect(pushed.map((received) => received.payload)).toEqual([
      {
        title: "Tomorrow's menu changed",
        body: expect.stringMatching(/^See what is served on /),
        url: `/menu?day=${tomorrow}`,
        tag: `menu:${tomorrow}`,
      },
    ]);

    // The browser's push service would now wake the worker with that payload: CDP does it.
    const cdp = await context.newCDPSession(page);
    const registered = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r: { scopeURL: string }) =>
          r.scopeURL.startsWith(server.url),
        );
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(server.url).origin,
      registrationId: await registered,
      data: JSON.stringify(pushed[0].payload),
    });
    const shown = async () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data as unknown,
        }));
      });
    await expect.poll(shown).toEqual([
      {
        title: "Tomorrow's menu changed",
        body: (pushed[0].payload as { body: string }).body,
        tag: `menu:${tomorrow}`,
        data: { url: `/menu?day=${tomorrow}` },
      },
    ]);

    // The click: the worker's own notificationclick handler, given the shown notification.
    const [worker] = context.serviceWorkers();
    await worker.evaluate(async () => {
      // The worker's global scope (the e2e project's types are the page's, not a worker's).
      type WorkerScope = {
        registration: ServiceWorkerRegistration;
        dispatchEvent: (event: Event) => boolean;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    });
    await page.waitForURL(`**/menu?day=${tomorrow}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(shown).toEqual([]); // the handler closed it
    expect(errors).toEqual([]);
  });

  it('says when the browser blocks notifications, and what to do', async () => {
    const { context, page, errors } = await residentOnProfile();
    const cdp = await browser.newBrowserCDPSession();
    const pageCdp = await context.newCDPSession(await context.newPage());
    const { targetInfo } = await pageCdp.send('Target.getTargetInfo');
    await cdp.send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting: 'denied',
      origin: new URL(server.url).origin,
      browserContextId: (targetInfo as { browserContextId?: string }).browserContextId,
    });
    await page.goto('/dashboard/my-profile');
    await page.getByText('Notifications are blocked by your browser.').waitFor();
    await page.getByText(/set Notifications to Allow, then reload this page/).waitFor();
    expect(await page.getByRole('button', { name: 'Turn on notifications' }).count()).toBe(0);
    await shot(page, 'push-blocked-phone');
    expect(errors).toEqual([]);
  });

  it('on an iPhone outside the home screen, says to add the app there first', async () => {
    const { page, errors } = await residentOnProfile({
      userAgent: IPHONE_SAFARI,
      // Safari outside a home-screen app has no Web Push at all.
      initScript: 'delete window.PushManager;',
    });
    await page.goto('/dashboard/my-profile');
    await page.getByText('Notifications need the app on your home screen.').waitFor();
    await page.getByText(/tap Share, then Add to Home Screen/).waitFor();
    await shot(page, 'push-needs-home-screen-phone');
    expect(errors).toEqual([]);
  });
});
