import { it } from 'vitest';
import { launchBrowser, newContext, startE2EServer } from './support';
import { signInAs } from './support/auth';
it('cost', async () => {
  const server = await startE2EServer();
  const browser = await launchBrowser();
  const sw = (process.env.SW ?? 'allow') as 'allow' | 'block';
  for (let i = 0; i < 8; i++) {
    const context = await newContext(browser, server.url, { serviceWorkers: sw });
    if (process.env.AS) await signInAs(context, 'resident');
    const page = await context.newPage();
    await page.goto(process.env.AS ? '/dashboard' : '/');
    await page.getByRole('heading').first().waitFor();
    if (sw === 'allow') await page.evaluate(() => navigator.serviceWorker.ready.then(() => 1));
    await new Promise((r) => setTimeout(r, 3000));
    await context.close();
  }
  await browser.close();
  await server.close();
}, 300000);
