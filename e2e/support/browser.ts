// Headless Debian chromium driven by playwright-core (never a downloaded browser). One browser
// per test file; a fresh context (cookies, storage, service worker) per test.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

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
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    reducedMotion: options.reducedMotion ?? 'reduce',
    locale: 'en-US',
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
  context.setDefaultTimeout(15_000);
  if (options.persistentStorage !== false) await grantPersistentStorage(browser, context);
  return context;
}

/**
 * Headless Chromium refuses navigator.storage.persist() (no engagement, not installed), and the
 * app then shows its "may clear offline data" notice (storage-notice.tsx). Journeys run as an
 * installed app would, with the permission granted (CDP's durableStorage); the storage journey
 * opts out to see the real refusal.
 */
async function grantPersistentStorage(browser: Browser, context: BrowserContext) {
  const page = await context.newPage();
  try {
    const session = await context.newCDPSession(page);
    const { targetInfo } = await session.send('Target.getTargetInfo');
    // The override lasts as long as this session: it stays attached until the browser closes.
    const cdp = await browser.newBrowserCDPSession();
    await cdp.send('Browser.grantPermissions', {
      permissions: ['durableStorage'],
      browserContextId: (targetInfo as { browserContextId?: string }).browserContextId,
    });
  } finally {
    await page.close();
  }
}

/** Collects uncaught page errors so a test can assert the page stayed healthy. */
export function trackPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}
