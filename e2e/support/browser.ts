// Headless Debian chromium driven by playwright-core (never a downloaded browser). One browser
// per test file; a fresh context (cookies, storage, service worker) per test.
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export type Viewport = 'phone' | 'desktop';
export const VIEWPORTS: Record<Viewport, { width: number; height: number }> = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
};

export async function newContext(
  browser: Browser,
  baseURL: string,
  options: {
    viewport?: Viewport;
    reducedMotion?: 'reduce' | 'no-preference';
    /** Grant persistent storage, as browsers do for an installed app (default true). */
    persistentStorage?: boolean;
    /** 'block': no service worker, so every request reaches the network (and page.route). */
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<BrowserContext> {
  const create = () =>
    browser.newContext({
      baseURL,
      viewport: VIEWPORTS[options.viewport ?? 'desktop'],
      reducedMotion: options.reducedMotion ?? 'reduce',
      locale: 'en-US',
      serviceWorkers: options.serviceWorkers ?? 'allow',
    });
  const context =
    options.persistentStorage === false
      ? await create()
      : await withPersistentStorage(browser, create);
  context.setDefaultTimeout(15_000);
  return context;
}

/**
 * Headless Chromium refuses navigator.storage.persist() (no engagement, not installed), and the
 * app then shows its "may clear offline data" notice (storage-notice.tsx). Journeys run as an
 * installed app would, with the permission granted (CDP's durableStorage); the storage journey
 * opts out to see the real refusal.
 */
function withPersistentStorage(
  browser: Browser,
  create: () => Promise<BrowserContext>,
): Promise<BrowserContext> {
  // Playwright does not expose a context's CDP id: it is the one that appears while `create`
  // runs. Contexts of one browser are therefore created one at a time here.
  const created = (creating.get(browser) ?? Promise.resolve())
    .catch(() => undefined)
    .then(async () => {
      const cdp = await browserSession(browser);
      const before = new Set((await cdp.send('Target.getBrowserContexts')).browserContextIds);
      const context = await create();
      const { browserContextIds } = await cdp.send('Target.getBrowserContexts');
      const added = browserContextIds.filter((id) => !before.has(id));
      if (added.length !== 1) {
        await context.close();
        throw new Error(`expected one new browser context, found ${added.length}`);
      }
      await cdp.send('Browser.grantPermissions', {
        permissions: ['durableStorage'],
        browserContextId: added[0],
      });
      return context;
    });
  creating.set(browser, created);
  return created;
}

const creating = new WeakMap<Browser, Promise<unknown>>();
const sessions = new WeakMap<Browser, Promise<CDPSession>>();

/**
 * One browser-level CDP session per browser. A permission override lasts as long as the session
 * that set it: this one stays attached until the browser closes.
 */
function browserSession(browser: Browser): Promise<CDPSession> {
  let session = sessions.get(browser);
  if (!session) {
    session = browser.newBrowserCDPSession();
    sessions.set(browser, session);
  }
  return session;
}

/** Collects uncaught page errors so a test can assert the page stayed healthy. */
export function trackPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}
