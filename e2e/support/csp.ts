// Content-Security-Policy violations of a page, caught both as 'securitypolicyviolation' events
// (inside the page) and as console messages.
import type { Page } from 'playwright-core';

type Violation = { directive: string; blocked: string; source?: string };

/**
 * Starts watching `page` (before its next navigation); the function returned gives the
 * violations seen since the last call, one line each.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __csp: Violation[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        source: event.sourceFile,
      }),
    );
  });
  return async () => {
    const events = await page
      .evaluate(() => (window as unknown as { __csp?: Violation[] }).__csp ?? [])
      .catch(() => [] as Violation[]);
    const lines = [
      ...events.map((v) => `${v.directive} blocked ${v.blocked} (${v.source})`),
      ...fromConsole.splice(0),
    ];
    await page
      .evaluate(() => (window as unknown as { __csp?: Violation[] }).__csp?.splice(0))
      .catch(() => undefined);
    return lines;
  };
}
