// A profile from before the memory-mapped storage (the previous version kept it on RxDB's Dexie
// storage, pwa/src/db/dexie-migration.ts): its first start on this version moves it, like still
// waiting included, and it then runs as a fresh profile does; the like reaches the server exactly
// once. While a tab of the previous version is still open (it would go on writing Dexie), the
// start keeps Dexie and a later one moves the profile, with what was written meanwhile.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { controlledByWorker, trackPageErrors, useJourney } from './support';
import { pushedLikes } from './support/pushed-likes';
import { previousVersionProfile } from './support/previous-version';
import { setOffline } from './support/offline';

/**
 * The Web Lock a tab of the previous version holds, or waits for, while it lives: its RxDB
 * leader election's (broadcast-channel's `pubkey-bc||<method>||<channel>`, the channel named by
 * RxDB after its storage, the remote one, and the database). It holds no tab lease.
 */
const PREVIOUS_VERSION_TAB = 'pubkey-bc||native||RxDB:|remote|hostel-meals';

const databases = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? ''));
const dexieDatabases = async (page: Page) =>
  (await databases(page)).filter((name) => name.startsWith('rxdb-dexie-'));
const mappedDatabases = async (page: Page) =>
  (await databases(page)).filter((name) => name.startsWith('hostel-mm-hostel-meals--'));

async function serverLikes(context: BrowserContext, mealId: string): Promise<number> {
  return ((await (await context.request.get(`/api/meal/${mealId}`)).json()) as { likes: number })
    .likes;
}

describe('a profile of the previous version', () => {
  const journey = useJourney();

  it('moves to the one storage at its first start, its waiting like sent once', async () => {
    const { context, page, errors } = await journey.open('/manifest.webmanifest', {
      as: 'resident',
    });
    const {
      liked: [meal],
    } = await previousVersionProfile(context, page, journey.url, 1);
    expect((await dexieDatabases(page)).length).toBeGreaterThan(2);
    const pushed = pushedLikes(journey.server);

    await page.goto(`/meal/${meal!._id}`);
    await page.getByRole('heading', { level: 1, name: meal!.mealTitle }).waitFor();
    const liked = page.getByRole('button', { name: /^Liked/ });
    await liked.waitFor();
    await liked.getByText('Waiting to sync').waitFor({ state: 'detached' });
    await expect.poll(() => serverLikes(context, meal!._id)).toBe(meal!.likes + 1);
    await expect.poll(() => dexieDatabases(page)).toEqual([]);
    expect(await mappedDatabases(page)).not.toEqual([]);

    // Everything is on the device: offline, after a reload, the like and the meals are there.
    await controlledByWorker(page);
    await setOffline(context, true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: meal!.mealTitle }).waitFor();
    await liked.waitFor();
    await page.goto('/all-meals');
    await page.getByRole('article').first().waitFor();
    await setOffline(context, false);
    await page.reload();
    await page.getByRole('article').first().waitFor();
    await page.getByTestId('sync-indicator').getByText('Online').waitFor({ state: 'attached' });
    expect(pushed).toEqual([meal!._id]);
    expect(await serverLikes(context, meal!._id)).toBe(meal!.likes + 1);
    expect(errors).toEqual([]);
  });

  it('keeps Dexie while a tab of the previous version is open, and moves on a later start', async () => {
    const { context, page: previous } = await journey.open('/manifest.webmanifest', {
      as: 'resident',
    });
    const {
      liked: [first],
      unliked: [later],
    } = await previousVersionProfile(context, previous, journey.url, 1);
    await previous.evaluate(
      (name) =>
        new Promise<void>((held) => {
          void navigator.locks.request(name, () => {
            held();
            return new Promise<void>(() => undefined);
          });
        }),
      PREVIOUS_VERSION_TAB,
    );
    const pushed = pushedLikes(journey.server);

    const tab = await context.newPage();
    const errors = trackPageErrors(tab);
    await tab.goto(`/meal/${later!._id}`);
    await tab.getByRole('heading', { level: 1, name: later!.mealTitle }).waitFor();
    // This start keeps Dexie, in the engine worker of the tab's own.
    expect(tab.workers().some((worker) => worker.url().includes('storage-worker'))).toBe(true);
    expect(await mappedDatabases(tab)).toEqual([]);
    // A write of this start: the previous version's tab leads (it would send it), so it waits.
    await tab.getByRole('button', { name: /^Like\b/ }).click();
    const liked = tab.getByRole('button', { name: /^Liked/ });
    await liked.getByText('Waiting to sync').waitFor();

    // The previous version's tab closes: this one leads, and sends both likes from Dexie.
    await previous.close();
    await liked.getByText('Waiting to sync').waitFor({ state: 'detached' });
    await expect.poll(() => serverLikes(context, first!._id)).toBe(first!.likes + 1);
    await expect.poll(() => serverLikes(context, later!._id)).toBe(later!.likes + 1);
    expect(await dexieDatabases(tab)).not.toEqual([]);
    await tab.close();

    // A later start, once no tab of the profile is left (a closed tab's locks go a moment later).
    const next = await context.newPage();
    const nextErrors = trackPageErrors(next);
    await next.goto('/manifest.webmanifest');
    await expect
      .poll(() =>
        next.evaluate(async () => {
          const { held = [], pending = [] } = await navigator.locks.query();
          return held.length + pending.length;
        }),
      )
      .toBe(0);
    await next.goto(`/meal/${first!._id}`);
    await next.getByRole('heading', { level: 1, name: first!.mealTitle }).waitFor();
    await next.getByRole('button', { name: /^Liked/ }).waitFor();
    await expect.poll(() => dexieDatabases(next)).toEqual([]);
    expect(await mappedDatabases(next)).not.toEqual([]);
    await next.goto(`/meal/${later!._id}`);
    await next.getByRole('button', { name: /^Liked/ }).waitFor();
    await next.getByTestId('sync-indicator').getByText('Online').waitFor({ state: 'attached' });
    expect(pushed.sort()).toEqual([first!._id, later!._id].sort());
    expect(await serverLikes(context, first!._id)).toBe(first!.likes + 1);
    expect([...errors, ...nextErrors]).toEqual([]);
  });
});
