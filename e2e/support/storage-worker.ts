// A page's storage SharedWorker over the DevTools protocol (pwa/src/db/storage-worker.ts).
// Playwright lists a page's dedicated workers but not shared ones, so the browser's own target
// list is read, for the page's browser context; ending one is `Target.closeTarget`, as the
// browser ends a worker under memory pressure (no shutdown, no last messages).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { ENGINE_LOCK } from '../../pwa/src/db/engine/relay-messages';

type TargetInfo = { targetId: string; type: string; url: string; browserContextId?: string };

async function browserContextOf(page: Page): Promise<string | undefined> {
  const session = await page.context().newCDPSession(page);
  try {
    const { targetInfo } = await session.send('Target.getTargetInfo');
    return (targetInfo as TargetInfo).browserContextId;
  } finally {
    await session.detach();
  }
}

/** The target ids of the storage SharedWorkers of the page's browser context. */
export async function storageWorkers(page: Page): Promise<string[]> {
  const context = await browserContextOf(page);
  const session = await page.context().browser()!.newBrowserCDPSession();
  try {
    const { targetInfos } = await session.send('Target.getTargets');
    return (targetInfos as TargetInfo[])
      .filter(
        (target) =>
          target.type === 'shared_worker' &&
          target.url.includes('storage-worker') &&
          target.browserContextId === context,
      )
      .map((target) => target.targetId);
  } finally {
    await session.detach();
  }
}

/**
 * Ends the page's one storage SharedWorker and resolves once the browser no longer lists it
 * (a new one may already be listed); answers the ended one's id.
 */
export async function endStorageWorker(page: Page): Promise<string> {
  const found = await storageWorkers(page);
  if (found.length !== 1) throw new Error(`expected one storage worker, found ${found.length}`);
  const [targetId] = found as [string];
  const session = await page.context().browser()!.newBrowserCDPSession();
  try {
    await session.send('Target.closeTarget', { targetId });
  } finally {
    await session.detach();
  }
  await expect.poll(() => storageWorkers(page), { timeout: 15_000 }).not.toContain(targetId);
  return targetId;
}

/**
 * Where the browser has no SharedWorker: how many workers of the page's origin hold the engine's
 * Web Lock (the one running the engine), and how many wait for it.
 */
export function engineLock(page: Page): Promise<{ held: number; waiting: number }> {
  return page.evaluate(async (name) => {
    const { held = [], pending = [] } = await navigator.locks.query();
    const count = (locks: LockInfo[]) => locks.filter((lock) => lock.name === name).length;
    return { held: count(held), waiting: count(pending) };
  }, ENGINE_LOCK);
}
