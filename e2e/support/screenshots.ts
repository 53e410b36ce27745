// Developer tool, not a test: screenshots of pages at phone and desktop widths, to look at what
// was built. Run: npx tsx e2e/support/screenshots.ts /tmp/shots / /all-meals ...
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { signInAs, type DemoRole } from './auth';
import { launchBrowser, newContext, VIEWPORTS, type Viewport } from './browser';
import { networkQuiet } from './network-idle';
import { startE2EServer } from './server';

const [outDir = '/tmp/shots', ...pages] = process.argv.slice(2);
const as = process.env.AS as DemoRole | undefined;
const scheme = (process.env.SCHEME as 'light' | 'dark' | undefined) ?? 'light';
mkdirSync(outDir, { recursive: true });

const server = await startE2EServer();
const browser = await launchBrowser();
try {
  for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
    const context = await newContext(browser, server.url, { viewport });
    await context.newPage().then((page) => page.emulateMedia({ colorScheme: scheme }));
    if (as) await signInAs(context, as);
    const page = await context.newPage();
    await page.emulateMedia({ colorScheme: scheme });
    for (const target of pages.length ? pages : ['/']) {
      const [url, action] = target.split('#');
      await page.goto(url);
      await networkQuiet(page);
      if (action) await page.getByRole('button', { name: action }).first().click();
      await page.waitForTimeout(600);
      const name = `${(url.replace(/\W+/g, '_') || 'root') + (action ? `_${action.replace(/\W+/g, '_')}` : '')}-${viewport}-${scheme}${as ? `-${as}` : ''}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: !action });
      console.log(path.join(outDir, name));
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
