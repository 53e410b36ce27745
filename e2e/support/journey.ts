// One call to set up a journey file: a seeded server, a browser, and `open()` for a context +
// page per test: a fresh profile, or with `shared: true` the file's context for that role, its
// app already installed (shared-contexts.ts). Use inside a describe block:
//   const j = useJourney();
//   it('...', async () => { const { page } = await j.open('/all-meals'); ... });
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { gotoApp } from './app-start';
import { signInAs, type DemoRole } from './auth';
import { launchBrowser, newContext, trackPageErrors, VIEWPORTS, type Viewport } from './browser';
import type { Clock } from '../../sync-server/src/domain/hostel/clock';
import { startE2EServer, type E2EServer } from './server';
import { followNetwork } from './network-idle';
import { SharedContexts } from './shared-contexts';

export type OpenOptions = {
  as?: DemoRole;
  viewport?: Viewport;
  reducedMotion?: 'reduce' | 'no-preference';
  /** false: the browser refuses persistent storage, as headless Chromium does by default. */
  persistentStorage?: boolean;
  /** Scripts run in every page before the app's own (e.g. to break IndexedDB). */
  initScripts?: string[];
  /** 'block': no service worker, so page.route sees (and can hold) every script request. */
  serviceWorkers?: 'allow' | 'block';
  /**
   * true: a new page in the file's shared context for the role (`as`, or a visitor), whose app
   * is already installed, instead of a fresh profile; not with the options above that change the
   * context. docs/decisions/0215-journeys-share-a-context-per-role.md says which journeys may.
   */
  shared?: boolean;
};
export type Opened = { context: BrowserContext; page: Page; errors: Error[] };

/** `clock`: the server's "now" (the cut-off journeys set it); the system clock by default. */
export function useJourney({ clock }: { clock?: Clock } = {}) {
  let server: E2EServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const shared = new SharedContexts(
    () => browser,
    () => server.url,
  );

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2EServer({ clock }), launchBrowser()]);
  });
  afterEach(async ({ task }) => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    await shared.giveBack(task.result?.state === 'fail');
  });
  afterAll(async () => {
    await shared.closeAll();
    await browser?.close();
    await server?.close();
  });

  async function openShared(
    options: OpenOptions,
  ): Promise<{ context: BrowserContext; page: Page } | null> {
    if (options.persistentStorage !== undefined || options.initScripts || options.serviceWorkers) {
      throw new Error('a shared context has the default context options');
    }
    const context = await shared.take(options.as);
    if (!context) return null;
    const page = await context.newPage();
    await page.setViewportSize(VIEWPORTS[options.viewport ?? 'desktop']);
    if (options.reducedMotion) await page.emulateMedia({ reducedMotion: options.reducedMotion });
    return { context, page };
  }

  async function openFresh(options: OpenOptions): Promise<{ context: BrowserContext; page: Page }> {
    const context = await newContext(browser, server.url, options);
    contexts.push(context);
    for (const script of options.initScripts ?? []) await context.addInitScript(script);
    if (options.as) await signInAs(context, options.as);
    return { context, page: await context.newPage() };
  }

  return {
    get server() {
      return server;
    },
    get url() {
      return server.url;
    },
    /** A context (optionally signed in: fresh, or the role's shared one) and a page at `path`. */
    async open(path = '/', options: OpenOptions = {}): Promise<Opened> {
      const { context, page } =
        (options.shared ? await openShared(options) : null) ?? (await openFresh(options));
      const errors = trackPageErrors(page);
      followNetwork(page);
      await gotoApp(page, path);
      return { context, page, errors };
    },
  };
}
