// The engine where the browser has no SharedWorker (storage-start.ts, roles 'owner' and
// 'dexie'). Every tab starts a dedicated worker (storage-worker.ts), and every such worker asks
// for one Web Lock (ENGINE_LOCK). The worker holding it runs the engine as the SharedWorker does
// (engine-serve.ts: the data layer on the storage, in-process) and serves every tab over one
// BroadcastChannel (ENGINE_CHANNEL); the others wait their turn. When the leader's tab closes,
// or the browser ends its worker, the lock passes to the next worker waiting: it opens the
// engine on the same storage and says so, and every page watches again and sends again what is
// unanswered (engine/port.ts), as after a SharedWorker's end.
//
// Messages on the channel (relay-messages.ts): the leader says it leads as it takes over (a page
// then asks again what it asked before anyone listened); a page's message to the engine carries
// the page's tab id, the engine's answer is addressed to it.
import type { EnginePort } from './engine/port';
import {
  ENGINE_CHANNEL,
  ENGINE_LOCK,
  isToLeader,
  type RelayMessage,
} from './engine/relay-messages';
import { serveEnginePage, tellWorkerLife, type EngineStorage } from './engine-serve';
import { isLifeAsk } from './worker-life';

type Locks = { request(name: string, callback: () => Promise<unknown>): Promise<unknown> };

/** Serves every tab's messages on `channel`, one engine port per tab. */
export function serveTabs(
  channel: Pick<BroadcastChannel, 'postMessage' | 'onmessage'>,
  serveTab: (port: EnginePort, onGone: () => void) => void,
): void {
  const tabs = new Map<string, EnginePort>();
  const post = (message: RelayMessage) => channel.postMessage(message);
  channel.onmessage = ({ data }: MessageEvent) => {
    if (!isToLeader(data)) return;
    let port = tabs.get(data.from);
    if (!port) {
      const tab = data.from;
      port = { postMessage: (message) => post({ to: tab, message }), onmessage: null };
      tabs.set(tab, port);
      serveTab(port, () => tabs.delete(tab));
    }
    port.onmessage?.({ data: data.message } as MessageEvent);
  };
  post({ leading: true });
}

/**
 * A tab's dedicated worker: answers its own page's life ask (the page starts another worker
 * once this one has ended) and waits to lead; once it leads, opens the engine and serves every
 * tab until the worker ends (the browser then gives the lock to the next worker).
 */
export function leadWhenChosen(
  page: EnginePort,
  engine: EngineStorage,
  locks: Locks = (navigator as unknown as { locks: Locks }).locks,
): void {
  page.onmessage = ({ data }: MessageEvent) => {
    if (isLifeAsk(data)) void tellWorkerLife(page);
  };
  void locks.request(ENGINE_LOCK, () => {
    serveTabs(new BroadcastChannel(ENGINE_CHANNEL), (port, onGone) =>
      serveEnginePage(port, engine, { endsWithLastTab: false, onGone }),
    );
    // Held for the worker's life: the browser lets it go when the worker ends.
    return new Promise(() => undefined);
  });
}
