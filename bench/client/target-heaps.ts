// Every JavaScript target of a browser (its pages, shared workers, service workers, and the
// dedicated workers each of them started), each garbage-collected and read over the DevTools
// protocol: HeapProfiler.collectGarbage, then Runtime.getHeapUsage. The browser-level session
// lists the pages and the shared and service workers (Target.getTargets); dedicated workers exist
// only below their parent, so each attached target is asked for its own (Target.setAutoAttach).
// Targets are attached without flattening: their messages travel inside the parent's
// (Target.sendMessageToTarget), the only way playwright-core's public CDPSession reaches a target
// it does not attach itself (a shared worker).
import type { Browser, CDPSession } from 'playwright-core';
import { isTargetKind, type HeapSample, type TargetKind } from './heap-by-kind';

type Handler = (params: never) => void;

/** A DevTools protocol session: the browser's, or a target's inside its parent's. */
type Channel = {
  send: (method: string, params?: object) => Promise<unknown>;
  on: (event: string, handler: Handler) => void;
};

type TargetInfo = { targetId: string; type: string; url: string };
type Attached = { kind: TargetKind; url: string; channel: Channel };

function browserChannel(cdp: CDPSession): Channel {
  return {
    send: (method, params) => cdp.send(method as never, params as never),
    on: (event, handler) => void cdp.on(event as never, handler),
  };
}

/** The session of the target attached as `sessionId` below `parent`. */
function targetChannel(parent: Channel, sessionId: string): Channel {
  let nextId = 1;
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: Handler }>();
  const handlers = new Map<string, Handler[]>();
  parent.on('Target.receivedMessageFromTarget', (event: { sessionId: string; message: string }) => {
    if (event.sessionId !== sessionId) return;
    const message = JSON.parse(event.message) as {
      id?: number;
      result?: unknown;
      error?: { message: string };
      method?: string;
      params?: never;
    };
    if (message.id === undefined) {
      for (const handler of handlers.get(message.method ?? '') ?? []) handler(message.params!);
      return;
    }
    const call = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error) call?.reject(new Error(message.error.message) as never);
    else call?.resolve(message.result);
  });
  return {
    send: (method, params = {}) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        const message = JSON.stringify({ id, method, params });
        parent.send('Target.sendMessageToTarget', { sessionId, message }).catch(reject);
      }),
    on: (event, handler) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
  };
}

/** The target and, depth first, the dedicated workers it started (and theirs). */
async function withDedicatedWorkers(target: Attached): Promise<Attached[]> {
  const children: Attached[] = [];
  target.channel.on(
    'Target.attachedToTarget',
    (event: { sessionId: string; targetInfo: TargetInfo }) => {
      if (event.targetInfo.type !== 'worker') return;
      children.push({
        kind: 'worker',
        url: event.targetInfo.url,
        channel: targetChannel(target.channel, event.sessionId),
      });
    },
  );
  // Chromium reports the targets that already exist before it answers.
  await target.channel.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: false,
    flatten: false,
  });
  const below = await Promise.all(children.map(withDedicatedWorkers));
  return [target, ...below.flat()];
}

/** Every JavaScript target of the browser, attached. */
async function attachAll(cdp: CDPSession): Promise<Attached[]> {
  const root = browserChannel(cdp);
  const { targetInfos } = (await root.send('Target.getTargets')) as { targetInfos: TargetInfo[] };
  const tops = await Promise.all(
    targetInfos
      .filter((info) => isTargetKind(info.type) && info.type !== 'worker')
      .map(async (info) => {
        const { sessionId } = (await root.send('Target.attachToTarget', {
          targetId: info.targetId,
          flatten: false,
        })) as { sessionId: string };
        return {
          kind: info.type as TargetKind,
          url: info.url,
          channel: targetChannel(root, sessionId),
        };
      }),
  );
  return (await Promise.all(tops.map(withDedicatedWorkers))).flat();
}

async function usedBytes(targets: Attached[]): Promise<number[]> {
  return Promise.all(
    targets.map(
      async ({ channel }) =>
        ((await channel.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize,
    ),
  );
}

/**
 * Collects garbage in every target, in rounds (an object one realm frees may be what held
 * another's across a port), until the total used heap falls by less than 1 % (at most 5 rounds),
 * and answers each target's used heap then.
 */
export async function targetHeaps(browser: Browser): Promise<HeapSample[]> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const targets = await attachAll(cdp);
    let used = await usedBytes(targets);
    for (let round = 0; round < 5; round += 1) {
      await Promise.all(targets.map(({ channel }) => channel.send('HeapProfiler.collectGarbage')));
      const after = await usedBytes(targets);
      const [before, now] = [used, after].map((list) => list.reduce((sum, n) => sum + n, 0));
      used = after;
      if (round > 0 && now > before! * 0.99) break;
    }
    return targets.map(({ kind, url }, index) => ({ kind, url, usedBytes: used[index]! }));
  } finally {
    await cdp.detach();
  }
}
