// Many tabs of one profile: the tabs share one engine (the shared worker's), which alone
// replicates; no tab talks replication to the server, and every tab sees every change. A write
// made in either tab reaches the server exactly once and shows in both; tabs come and go and the
// engine goes on; a write still waiting in a closed tab is sent by the engine while another tab
// keeps it, or, when it was the last, by the next start of the app.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useJourney } from './support';
import { setOffline } from './support/offline';
import { syncRequests } from './support/sync-requests';

type Meal = { _id: string; mealTitle: string; likes: number };
type Review = { review: string };

/** Counts the replication requests (pull and push) each page sends. */
function countSyncRequests(page: Page) {
  const counts = { pull: 0, push: 0 };
  page.on('request', (request) => {
    const match = /\/api\/sync\/[\w-]+\/(pull|push)/.exec(request.url());
    if (match) counts[match[1] as 'pull' | 'push'] += 1;
  });
  return counts;
}

async function openTab(context: BrowserContext, path: string, title: string) {
  const page = await context.newPage();
  const requests = countSyncRequests(page);
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByRole('button', { name: /^Like/ }).waitFor();
  return { page, requests };
}

const indicator = (page: Page) => page.getByTestId('sync-indicator');

async function writeReview(page: Page, text: string, stars: number) {
  await page.getByLabel('Your review').fill(text);
  await page.getByText(`${stars} stars`).click({ force: true });
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await page.getByRole('listitem').filter({ hasText: text }).waitFor();
}

describe('two tabs of one profile', () => {
  const journey = useJourney();

  async function serverReviews(context: BrowserContext, mealId: string, text: string) {
    const reviews: Review[] = await (
      await context.request.get(`/api/meal-wise-reviews?id=${mealId}`)
    ).json();
    return reviews.filter((review) => review.review === text).length;
  }

  const waitForServer = (check: () => Promise<boolean>, what: string) =>
    expect.poll(check, { timeout: 20_000, interval: 200, message: what }).toBe(true);

  it('replicates in the engine only, shows writes of either tab in both, and goes on when one closes', async () => {
    const { context, page: first } = await journey.open('/', { as: 'resident' });
    const engine = syncRequests(journey.server);
    const meals: Meal[] = await (await context.request.get('/api/all-meals-home')).json();
    const meal = meals[0];
    await first.close();
    const a = await openTab(context, `/meal/${meal._id}`, meal.mealTitle);
    await indicator(a.page).getByText('Online').waitFor({ state: 'attached' });
    const b = await openTab(context, `/meal/${meal._id}`, meal.mealTitle);
    await indicator(b.page).getByText('Online').waitFor({ state: 'attached' });
    // A third tab on All Meals: its list comes from the in-memory meal index (meal-index.ts),
    // which must follow the leader's pulls through RxDB's multi-instance events.
    const list = await context.newPage();
    const listRequests = countSyncRequests(list);
    await list.goto('/all-meals');
    await list.getByPlaceholder('Search meals by name').fill(meal.mealTitle);
    const card = list.getByRole('article').filter({ hasText: meal.mealTitle });
    await card.locator(`[aria-label="${meal.likes} likes"]`).waitFor();

    // A like made in the follower: the leader pushes it, both tabs show it, nothing waits.
    await b.page.getByRole('button', { name: /^Like/ }).click();
    await waitForServer(
      async () =>
        (await (await context.request.get(`/api/meal/${meal._id}`)).json()).likes ===
        meal.likes + 1,
      'the like',
    );
    for (const tab of [a, b]) {
      const liked = tab.page.getByRole('button', { name: /^Liked/ });
      await liked.waitFor();
      await liked.getByText('Waiting to sync').waitFor({ state: 'detached' });
      await tab.page.getByText(new RegExp(`^${meal.likes + 1} likes?$`)).waitFor();
      await indicator(tab.page).locator('.sync-indicator__pending').waitFor({ state: 'detached' });
    }
    await card.locator(`[aria-label="${meal.likes + 1} likes"]`).waitFor();
    expect(listRequests).toEqual({ pull: 0, push: 0 });

    // A review from each tab: once on the server, shown in both.
    const fromB = `Written in the second tab ${Date.now()}`;
    await writeReview(b.page, fromB, 4);
    const fromA = `Written in the first tab ${Date.now()}`;
    await writeReview(a.page, fromA, 5);
    for (const text of [fromA, fromB]) {
      await waitForServer(
        async () => (await serverReviews(context, meal._id, text)) === 1,
        `the review "${text}"`,
      );
      for (const tab of [a, b]) {
        const item = tab.page.getByRole('listitem').filter({ hasText: text });
        await item.waitFor();
        await item.getByText('Waiting to sync').waitFor({ state: 'detached' });
      }
    }
    // Only the engine ever talked replication to the server; neither tab did.
    expect(engine.pull + engine.push).toBeGreaterThan(0);
    expect(engine.push).toBeGreaterThan(0);
    expect(a.requests).toEqual({ pull: 0, push: 0 });
    expect(b.requests).toEqual({ pull: 0, push: 0 });

    // The first tab closes: the engine goes on, and the second tab's write goes out.
    await a.page.close();
    const pushesBefore = engine.push;
    const afterTakeover = `After the first tab closed ${Date.now()}`;
    await writeReview(b.page, afterTakeover, 3);
    await waitForServer(
      async () => (await serverReviews(context, meal._id, afterTakeover)) === 1,
      'the review written after the takeover',
    );
    expect(engine.push).toBeGreaterThan(pushesBefore);
    expect(b.requests).toEqual({ pull: 0, push: 0 });
    for (const text of [fromA, fromB]) expect(await serverReviews(context, meal._id, text)).toBe(1);
  });

  it('sends a write still waiting in a closed tab from the tab that remains, or at the next start', async () => {
    const { context, page: first } = await journey.open('/', { as: 'resident' });
    const meals: Meal[] = await (await context.request.get('/api/all-meals-home')).json();
    const meal = meals[1];
    await first.close();
    const a = await openTab(context, `/meal/${meal._id}`, meal.mealTitle);
    await indicator(a.page).getByText('Online').waitFor({ state: 'attached' });
    const b = await openTab(context, `/meal/${meal._id}`, meal.mealTitle);

    // Offline, each tab writes; either tab's write shows as waiting in both (one engine).
    await setOffline(context, true);
    for (const tab of [a, b]) {
      await indicator(tab.page).getByText('Offline').waitFor({ state: 'attached' });
    }
    const inLeader = `Waiting in the leader ${Date.now()}`;
    await writeReview(a.page, inLeader, 2);
    const inFollower = `Waiting in the follower ${Date.now()}`;
    await writeReview(b.page, inFollower, 5);
    for (const tab of [a, b]) {
      await indicator(tab.page).getByText('2 changes waiting').waitFor();
    }

    // The first tab closes with both writes waiting; the engine sends them.
    await a.page.close();
    await setOffline(context, false);
    for (const text of [inLeader, inFollower]) {
      await waitForServer(
        async () => (await serverReviews(context, meal._id, text)) === 1,
        `the review "${text}"`,
      );
      const item = b.page.getByRole('listitem').filter({ hasText: text });
      await item.getByText('Waiting to sync').waitFor({ state: 'detached' });
    }
    await indicator(b.page).locator('.sync-indicator__pending').waitFor({ state: 'detached' });

    // A tab closing with a write waiting: the engine sends it while another tab keeps it.
    const c = await openTab(context, `/meal/${meal._id}`, meal.mealTitle);
    await setOffline(context, true);
    await indicator(c.page).getByText('Offline').waitFor({ state: 'attached' });
    const inClosedFollower = `Waiting in a closed follower ${Date.now()}`;
    await writeReview(c.page, inClosedFollower, 2);
    await indicator(b.page).getByText('1 change waiting').waitFor();
    await c.page.close();
    await setOffline(context, false);
    await waitForServer(
      async () => (await serverReviews(context, meal._id, inClosedFollower)) === 1,
      'the review of the closed follower',
    );
    await indicator(b.page).locator('.sync-indicator__pending').waitFor({ state: 'detached' });
    expect(c.requests).toEqual({ pull: 0, push: 0 });

    // The last tab closes with a write waiting: the next start of the app sends it.
    await setOffline(context, true);
    await indicator(b.page).getByText('Offline').waitFor({ state: 'attached' });
    const inLastTab = `Waiting in the last tab ${Date.now()}`;
    await writeReview(b.page, inLastTab, 4);
    await indicator(b.page).getByText('1 change waiting').waitFor();
    await b.page.close();
    await setOffline(context, false);
    const next = await openTab(context, `/meal/${meal._id}`, meal.mealTitle);
    await waitForServer(
      async () => (await serverReviews(context, meal._id, inLastTab)) === 1,
      'the review of the last tab, sent at the next start',
    );
    const sent = next.page.getByRole('listitem').filter({ hasText: inLastTab });
    await sent.getByText('Waiting to sync').waitFor({ state: 'detached' });
    await indicator(next.page).locator('.sync-indicator__pending').waitFor({ state: 'detached' });
  });
});
