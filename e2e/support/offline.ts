// Offline for a whole browser context, the engine's shared worker included. Playwright's
// `context.setOffline` reaches pages and dedicated and service workers but not shared workers
// (it detaches from them), where the engine fetches and holds the live socket: the network is
// cut there too over the DevTools protocol, for the shared workers there now and those started
// while the context is offline.
//
// Chromium keeps a shared worker that has a DevTools session but no page half-alive: a page that
// then asks for it (a reload, the tab's next navigation) is connected to a worker that never
// answers. So while the context is offline one more page of the origin (on `/healthz`, no app)
// holds a port of each shared worker, and going back online detaches from them and closes it.
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { SHARED_WORKER_OPTIONS } from '../../pwa/src/db/storage-roles';

type TargetInfo = { targetId: string; type: string; url: string; browserContextId?: string };
type State = {
  offline: boolean;
  cdp: CDPSession;
  contextId?: string;
  sessions: Map<string, string>;
  /** The page holding a port of each shared worker while offline. */
  keeper?: Page;
  /** One change at a time (a storm flips the network every few hundred milliseconds). */
  queue: Promise<unknown>;
};

/** Runs `work` after the context's changes before it. */
function serially(state: State, work: () => Promise<void>): Promise<void> {
  const done = state.queue.then(work);
  state.queue = done.catch(() => undefined);
  return done;
}

const states = new WeakMap<BrowserContext, Promise<State>>();
let nextId = 1;

/**
 * Sets the worker's network as the context's, and fires the 'offline' or 'online' event in it
 * that a real change of the device's network fires in every page and worker (the emulation
 * fires it in pages only).
 */
function conditions(state: State, sessionId: string): Promise<unknown> {
  const message = (method: string, params: object) =>
    state.cdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: nextId++, method, params }),
    });
  return Promise.all([
    message('Network.enable', {}),
    message('Network.emulateNetworkConditions', {
      offline: state.offline,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    }),
    message('Runtime.evaluate', {
      expression: `dispatchEvent(new Event('${state.offline ? 'offline' : 'online'}'))`,
    }),
  ]);
}

async function apply(state: State, target: TargetInfo): Promise<void> {
  if (target.type !== 'shared_worker' || target.browserContextId !== state.contextId) return;
  if (!state.offline) return;
  if (state.sessions.has(target.targetId)) return;
  // The keeper's port first: from here on the worker has a DevTools session.
  await state.keeper
    ?.evaluate(
      ({ url, options }) => {
        const kept = ((globalThis as { kept?: SharedWorker[] }).kept ??= []);
        kept.push(new SharedWorker(url, options));
      },
      { url: target.url, options: SHARED_WORKER_OPTIONS },
    )
    .catch(() => undefined);
  const { sessionId } = (await state.cdp.send('Target.attachToTarget', {
    targetId: target.targetId,
    flatten: false,
  })) as { sessionId: string };
  state.sessions.set(target.targetId, sessionId);
  await conditions(state, sessionId).catch(() => undefined);
}

/** Back online: the workers' network restored, their sessions detached, the keeper closed. */
async function release(state: State): Promise<void> {
  const sessions = [...state.sessions.values()];
  state.sessions.clear();
  await Promise.all(
    sessions.map(async (sessionId) => {
      await conditions(state, sessionId).catch(() => undefined);
      await state.cdp.send('Target.detachFromTarget', { sessionId }).catch(() => undefined);
    }),
  );
  const keeper = state.keeper;
  state.keeper = undefined;
  await keeper?.close().catch(() => undefined);
}

async function stateOf(context: BrowserContext): Promise<State> {
  let state = states.get(context);
  if (!state) {
    state = (async () => {
      const cdp = await context.browser()!.newBrowserCDPSession();
      const page = context.pages()[0] ?? (await context.newPage());
      const own = await context.newCDPSession(page);
      const { targetInfo } = (await own.send('Target.getTargetInfo')) as { targetInfo: TargetInfo };
      await own.detach();
      const created: State = {
        offline: false,
        cdp,
        contextId: targetInfo.browserContextId,
        sessions: new Map(),
        queue: Promise.resolve(),
      };
      cdp.on('Target.targetCreated', ({ targetInfo: target }: { targetInfo: TargetInfo }) => {
        void serially(created, () => apply(created, target)).catch(() => undefined);
      });
      await cdp.send('Target.setDiscoverTargets', { discover: true });
      return created;
    })();
    states.set(context, state);
  }
  return state;
}

/** The keeper, opened while the context is still online (it needs a page of the origin). */
async function openKeeper(context: BrowserContext, state: State): Promise<void> {
  if (state.keeper) return;
  const origin = context
    .pages()
    .map((page) => page.url())
    .find((url) => url.startsWith('http'));
  if (!origin) return;
  const keeper = await context.newPage();
  try {
    await keeper.goto(new URL('/healthz', origin).href);
    state.keeper = keeper;
  } catch {
    // The server is down for a moment (a journey restarts it): offline all the same, unkept.
    await keeper.close().catch(() => undefined);
  }
}

/** Takes the context (its shared workers too) offline or back online. */
export async function setOffline(context: BrowserContext, offline: boolean): Promise<void> {
  const state = await stateOf(context);
  await serially(state, () => change(context, state, offline));
}

async function change(context: BrowserContext, state: State, offline: boolean): Promise<void> {
  if (offline && !state.offline) await openKeeper(context, state);
  await context.setOffline(offline);
  state.offline = offline;
  if (!offline) {
    await release(state);
    return;
  }
  const { targetInfos } = (await state.cdp.send('Target.getTargets')) as {
    targetInfos: TargetInfo[];
  };
  await Promise.all(targetInfos.map((target) => apply(state, target).catch(() => undefined)));
}
