// The installed shell: the service worker precaches the app, so pages open offline; the nav bar
// says Offline; online-only actions are disabled and say why.
import { describe, expect, it } from 'vitest';
import { controlledByWorker, useJourney } from './support';
import { setOffline } from './support/offline';

const OFFLINE_REASON = 'You are offline: this needs a connection.';

describe('the shell offline', () => {
  const journey = useJourney();

  it('serves the manifest with the product name and icons', async () => {
    const { page } = await journey.open('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(href!)).json();
    expect(manifest.name).toBe('Hostel Meals');
    expect(manifest.icons.length).toBeGreaterThan(0);
    const logo = await page.request.get('/logo.png');
    expect(logo.headers()['content-type']).toContain('image/png');
  });

  it('opens pages from the precache while offline and shows the Offline state', async () => {
    const { context, page } = await journey.open('/');
    await controlledByWorker(page);
    await page.getByTestId('sync-indicator').getByText('Online').waitFor({ state: 'attached' });
    await setOffline(context, true);
    await page.getByTestId('sync-indicator').getByText('Offline').waitFor({ state: 'attached' });
    await page.goto('/all-meals');
    await page.getByRole('heading', { name: 'All Meals' }).waitFor();
    await page.goto('/some/unknown/page');
    await page.getByRole('button', { name: 'Go Home' }).waitFor();
    await setOffline(context, false);
  });

  it('disables Request Meal offline and says why', async () => {
    const { context, page } = await journey.open('/', { as: 'resident' });
    const meals = await (await page.request.get('/api/all-meals-home')).json();
    await page.goto(`/meal/${meals[0]._id}`);
    const request = page.getByRole('button', { name: 'Request Meal' });
    // Online-only actions are enabled once the app has heard from the server.
    await page.getByTestId('sync-indicator').getByText('Online').waitFor({ state: 'attached' });
    await expect.poll(() => request.isEnabled(), { timeout: 15_000 }).toBe(true);
    await setOffline(context, true);
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('button')].find((b) => b.textContent === 'Request Meal')
          ?.disabled === true,
    );
    await page.getByText(OFFLINE_REASON).waitFor({ state: 'attached' });
    await setOffline(context, false);
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('button')].find((b) => b.textContent === 'Request Meal')
          ?.disabled === false,
    );
  });
});
