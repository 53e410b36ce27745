// The Chromium the journeys launch: our `--disable-features` keeps every feature Playwright's
// launcher turns off (Chromium obeys only the last such switch), and the full browser's windows
// (the journeys that need it) build no address-bar WebUI popup.
import { describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  HEADLESS_SHELL_PATH,
  launchBrowser,
  PLAYWRIGHT_DISABLED_FEATURES,
} from './support';

const disabledFeatures = (args: readonly string[]) =>
  args.filter((arg) => arg.startsWith('--disable-features='));

describe('the journeys’ Chromium', () => {
  it.each([CHROMIUM_PATH, HEADLESS_SHELL_PATH])(
    '%s keeps every feature Playwright disables, in the one --disable-features Chromium obeys',
    async (executablePath) => {
      const server = await chromium.launchServer({ executablePath, args: CHROMIUM_ARGS });
      try {
        const switches = disabledFeatures(server.process().spawnargs);
        // Playwright's own comes first, ours last: the last one is the one Chromium reads.
        expect(switches).toHaveLength(2);
        const [playwrights, ours] = switches.map((arg) => arg.split('=')[1].split(','));
        expect(disabledFeatures(CHROMIUM_ARGS)).toEqual([switches[1]]);
        expect(ours).toEqual(expect.arrayContaining(playwrights));
        expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(playwrights));
      } finally {
        await server.close();
      }
    },
  );

  it('opens pages without the address bar’s WebUI popup', async () => {
    const browser = await launchBrowser({ full: true });
    try {
      const page = await browser.newPage();
      await page.goto('about:blank');
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
      expect(targetInfos.map((target) => target.type)).toContain('page');
      expect(targetInfos.filter((target) => target.url.includes('omnibox-popup'))).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
