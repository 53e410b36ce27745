// One call to set up a journey file: a seeded server, a browser, and `open()` for a fresh
// context + page per test. Use inside a describe block:
//   const j = useJourney();
//   it('...', async () => { const { page } = await j.open('/all-meals'); ... });
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signInAs, type DemoRole } from './auth';
import { launchBrowser, newContext, trackPageErrors, type Viewport } from './browser';
import type { Clock } from '../../sync-server/src/domain/hostel/clock';
import { startE2EServer, type E2EServer } from './server';
import { followNetwork } from './network-idle';

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
};
export type Opened = { context: BrowserContext; page: Page; errors: Error[] };

/** `clock`: the server's "now" (the cut-off journeys set it); the system clock by default. */
export function useJourney({ clock }: { clock?: Clock } = {}) {
  let server: E2EServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2EServer({ clock }), launchBrowser()]);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  return {
    get server() {
      return server;
    },
    get url() {
      return server.url;
    },
    /** A fresh context (optionally signed in) and a page at `path`. */
    async open(path = '/', options: OpenOptions = {}): Promise<Opened> {
      const context = await newContext(browser, server.url, options);
      contexts.push(context);
      for (const script of options.initScripts ?? []) await context.addInitScript(script);
      if (options.as) await signInAs(context, options.as);
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      followNetwork(page);
      await page.goto(path);
      return { context, page, errors };
    },
  };
}
