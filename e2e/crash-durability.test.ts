// Nothing lost in a crash (the memory-mapped storage, pwa/src/db/memory-mapped/): the storage
// tells the app a write is accepted only once its IndexedDB transaction has committed, so a like
// the screen shows as "waiting to sync" survives the browser being killed (SIGKILL, no shutdown)
// at that moment, and is sent when the browser comes back.
import { readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  CHROMIUM_ARGS,
  HEADLESS_SHELL_PATH,
  demoAccount,
  signInAs,
  startE2EServer,
  type E2EServer,
} from './support';
import { setOffline } from './support/offline';

let server: E2EServer;
const profile = mkdtempSync(path.join(tmpdir(), 'hostel-crash-'));

beforeAll(async () => {
  server = await startE2EServer();
});
afterAll(async () => {
  await server?.close();
  rmSync(profile, { recursive: true, force: true });
});

async function launch(): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: HEADLESS_SHELL_PATH,
    args: CHROMIUM_ARGS,
    baseURL: server.url,
    locale: 'en-US',
  });
  context.setDefaultTimeout(15_000);
  // A session cookie does not outlive the browser: sign in for each launch.
  await signInAs(context, 'resident');
  return context;
}

/** The browser process this test launched on its own profile (not a helper: no --type). */
function browserPid(): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let args: string[];
    try {
      args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    const ours = args.some((arg) => arg === `--user-data-dir=${profile}`);
    if (ours && !args.some((arg) => arg.startsWith('--type='))) return Number(entry);
  }
  throw new Error('the browser process was not found');
}

it('keeps a like made offline through a browser crash, and sends it after', async () => {
  const meals = (await (await fetch(`${server.url}/api/all-meals-home`)).json()) as {
    _id: string;
    mealTitle: string;
    likes: number;
  }[];
  const first = await launch();
  const page = await first.newPage();
  // A meal the demo resident has not liked yet (the server says; the screen may still be
  // syncing the resident's likes).
  const { email } = demoAccount('resident');
  let meal: (typeof meals)[number] | undefined;
  for (const candidate of meals) {
    const answer = await first.request.get(
      `/api/is-liked?${new URLSearchParams({ id: candidate._id, email })}`,
    );
    if (!((await answer.json()) as { liked: boolean }).liked) {
      meal = candidate;
      break;
    }
  }
  if (!meal) throw new Error('the demo resident likes every meal');
  await page.goto(`/meal/${meal._id}`);
  await page.getByRole('heading', { level: 1, name: meal.mealTitle }).waitFor();
  const likes = async () =>
    ((await (await fetch(`${server.url}/api/meal/${meal!._id}`)).json()) as { likes: number })
      .likes;
  const before = await likes();
  await page.locator('[data-testid="sync-indicator"][data-storage]').waitFor();
  // A fresh profile: the database is the memory-mapped storage's, in the SharedWorker.
  const names = await page.evaluate(async () =>
    (await indexedDB.databases()).map((db) => db.name ?? ''),
  );
  expect(names.some((name) => name.startsWith('hostel-mm-'))).toBe(true);
  await setOffline(first, true);
  await page.getByRole('button', { name: /^Like\b/ }).click();
  const liked = page.getByRole('button', { name: /^Liked/ });
  await liked.getByText('Waiting to sync').waitFor();
  // The crash: no shutdown, no flush, the moment the screen says the like is kept.
  process.kill(browserPid(), 'SIGKILL');
  await first.close().catch(() => undefined);
  expect(await likes()).toBe(before);

  const again = await launch();
  const reopened = await again.newPage();
  await reopened.goto(`/meal/${meal._id}`);
  await reopened.getByRole('button', { name: /^Liked/ }).waitFor();
  await expect.poll(likes, { timeout: 15_000 }).toBe(before + 1);
  await reopened
    .getByRole('button', { name: /^Liked/ })
    .getByText('Waiting to sync')
    .waitFor({ state: 'detached' });
  await again.close();
});
