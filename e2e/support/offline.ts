// Offline for a whole browser context, the engine's shared worker included. Playwright's
// `context.setOffline` reaches pages and dedicated and service workers but not shared workers
// (it detaches from them), where the engine fetches and holds the live socket: the network is
// cut there too over the DevTools protocol, for the shared workers there now and those started
// while the context is offline.
import type { BrowserContext, CDPSession } from 'playwright-core';

type TargetInfo = { targetId: string; type: string; browserContextId?: string };
type State = {
  offline: boolean;
  cdp: CDPSession;
  contextId?: string;
  sessions: Map<string, string>;
};

const states = new WeakMap<BrowserContext, Promise<State>>();
let nextId = 1;

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
  ]);
}

async function apply(state: State, target: TargetInfo): Promise<void> {
  if (target.type !== 'shared_worker' || target.browserContextId !== state.contextId) return;
  let sessionId = state.sessions.get(target.targetId);
  if (!sessionId) {
    ({ sessionId } = (await state.cdp.send('Target.attachToTarget', {
      targetId: target.targetId,
      flatten: false,
    })) as { sessionId: string });
    state.sessions.set(target.targetId, sessionId);
  }
  await conditions(state, sessionId).catch(() => undefined);
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
      };
      cdp.on('Target.targetCreated', ({ targetInfo: target }: { targetInfo: TargetInfo }) => {
        if (created.offline) void apply(created, target).catch(() => undefined);
      });
      await cdp.send('Target.setDiscoverTargets', { discover: true });
      return created;
    })();
    states.set(context, state);
  }
  return state;
}

/** Takes the context (its shared workers too) offline or back online. */
export async function setOffline(context: BrowserContext, offline: boolean): Promise<void> {
  await context.setOffline(offline);
  const state = await stateOf(context);
  state.offline = offline;
  const { targetInfos } = (await state.cdp.send('Target.getTargets')) as {
    targetInfos: TargetInfo[];
  };
  await Promise.all(targetInfos.map((target) => apply(state, target).catch(() => undefined)));
}
