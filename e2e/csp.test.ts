// The security headers' Content-Security-Policy with the real PWA: every screen, as a
// visitor, a resident and an admin, works without a single CSP violation — the service worker,
// socket.io, the demo images, lazy chunks and the UI kit included. Violations are caught both
// as 'securitypolicyviolation' events (inside the page) and as console messages.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DASHBOARD_ADMIN_CHILDREN, DASHBOARD_USER_CHILDREN, paths } from '../pwa/src/lib/paths';
import { networkQuiet, useJourney, type DemoRole } from './support';

type Violation = { directive: string; blocked: string; source?: string };

async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
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
    return [
      ...events.map((v) => `${v.directive} blocked ${v.blocked} (${v.source})`),
      ...fromConsole,
    ];
  };
}

/** Opens each path in turn and waits until the screen has settled (network idle, a heading). */
async function walk(page: Page, targets: string[]) {
  const violations = await watchViolations(page);
  const found: string[] = [];
  for (const target of targets) {
    await page.goto(target);
    await networkQuiet(page);
    await page.locator('h1, h2').first().waitFor();
    found.push(...(await violations()).map((line) => `${target}: ${line}`));
  }
  return found;
}

describe('Content-Security-Policy with every screen', () => {
  const journey = useJourney();

  const mealId = async () => {
    const meals = (await (await fetch(`${journey.url}/api/all-meals-home`)).json()) as {
      _id: string;
    }[];
    return meals[0]!._id;
  };

  it.each<[string, DemoRole | undefined, (meal: string) => string[]]>([
    [
      'a visitor',
      undefined,
      (meal) => [
        paths.home,
        paths.allMeals,
        paths.meal(meal),
        paths.login,
        paths.registration,
        '/no-such-page',
      ],
    ],
    [
      'a resident',
      'resident',
      (meal) => [
        paths.home,
        paths.meal(meal),
        paths.checkout('silver'),
        ...DASHBOARD_USER_CHILDREN.map((child) => paths.dashboardChild(child)),
      ],
    ],
    [
      'an admin',
      'admin',
      () => DASHBOARD_ADMIN_CHILDREN.map((child) => paths.dashboardChild(child)),
    ],
  ])(
    'logs no violation for %s',
    async (_, as, targets) => {
      const { page, context, errors } = await journey.open('/', { as });
      const headers = (await context.request.get('/')).headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      const violations = await walk(page, targets(await mealId()));
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    },
    90_000,
  );
});
