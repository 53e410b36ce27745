// Debian's Chromium driven by playwright-core (never a downloaded browser): its headless shell
// (Debian's chromium-headless-shell, the same Blink and V8 without the browser's windows and UI)
// for most journeys, the full browser for those that need what only it has (notifications).
// One browser per test file; a context (cookies, storage, service worker) per test, fresh or
// shared (journey.ts).
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from 'playwright-core';

/**
 * The features Playwright's launcher turns off (its `--disable-features`, as of playwright-core
 * 1.65). Chromium obeys only the last `--disable-features` it is given, so ours repeats them;
 * chromium-flags.test.ts fails when Playwright's list holds one that is missing here.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium still builds each window's address-bar popup as a WebUI page, in a renderer
 * of its own: every page a journey opens is a window, and that renderer took about 1 CPU-second
 * a page (a journey took 6-7), for a popup nothing ever shows.
 */
const OMNIBOX_POPUP_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'PreloadTopChromeWebUI',
];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
];

/** The full browser: notifications and push live only there. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The headless shell: a journey there took about three quarters of the CPU the full browser's
 * headless mode took, with nothing a resident sees done differently (docs/decisions/0270).
 */
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export function launchBrowser({ full = false }: { full?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: full ? CHROMIUM_PATH : HEADLESS_SHELL_PATH,
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
