// Opening an address of the app the way a journey needs it: loaded, and taken over by the app.
// The first paint comes from HTML (the shell, or a prerendered page: the home, sign-in and sign-up
// pages) and stays inert until the app's first render replaces it (pwa/src/main.tsx); a field
// of the prerendered sign-in form can be found before then, but not focused or typed into.
import type { Page } from 'playwright-core';

/** Resolves once the app has rendered over the page's HTML (no-op on a page without the app). */
export function appTookOver(page: Page): Promise<unknown> {
  return page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
}

/** Loads `path` and waits for the app to take the page over. */
export async function gotoApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appTookOver(page);
}
