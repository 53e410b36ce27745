// The page's end of the engine in a worker: the SharedWorker every tab shares (storage-worker.ts,
// role 'shared'), or where the browser has none, the dedicated worker of whichever tab leads
// (engine-leader.ts), reached over the BroadcastChannel the tabs share (relay.ts). The page's
// requests and watches go over that port (port.ts). The engine's life is watched through the Web
// Lock its worker holds (worker-life.ts): when it ends (Android ends workers under memory
// pressure; a leading tab closes), the page connects to the next engine (a new SharedWorker, or
// the worker that leads next), watches again and sends each unanswered request once more.
import {
  probeIndexedDb,
  startWorker,
  takeStartedWorker,
  type StorageWorker,
} from '../storage-start';
import { holdTabLease } from '../tab-lease';
import {
  awaitLifeEnd,
  browserLifeLocks,
  isLifeAnswer,
  type LifeAnswer,
  type LifeLocks,
} from '../worker-life';
import { EngineClient, type EngineLink, type EnginePort } from './port';
import { engineRelay } from './relay';
import { setEngineTransport } from './send';
import { setEngineWatcher } from './watch';

/**
 * Asks the worker on `port` for the name of the Web Lock it holds for its life; `again`, if
 * given, calls back when the ask should be sent once more (a worker took over the channel, and
 * an ask sent before it listened was lost).
 */
function askLife(
  port: EnginePort,
  again?: (ask: () => void) => () => void,
): Promise<LifeAnswer['storageWorkerLife']> {
  return new Promise((resolve) => {
    const ask = () => port.postMessage({ storageWorkerLife: 'ask' });
    const stop = again?.(ask);
    port.onmessage = ({ data }: MessageEvent) => {
      if (!isLifeAnswer(data)) return;
      stop?.();
      resolve(data.storageWorkerLife);
    };
    ask();
  });
}

/** The engine's port, once its worker has told the lock it holds for its life. */
async function linkOf(
  port: EnginePort,
  locks: LifeLocks | undefined,
  again?: (ask: () => void) => () => void,
): Promise<EngineLink> {
  let end = () => undefined as void;
  const ended = new Promise<void>((settle) => (end = settle));
  if (!locks) return { port, ended };
  const life = await askLife(port, again);
  if (life) awaitLifeEnd(locks, life, end);
  return { port, ended };
}

/** The SharedWorker: the first one started, then a new one each time one has ended. */
function sharedEngine(first: StorageWorker, locks: LifeLocks | undefined) {
  let next: StorageWorker | undefined = first;
  return async () => {
    const worker = next ?? (await startWorker());
    next = undefined;
    return linkOf(worker.port as EnginePort, locks);
  };
}

/** Keeps a worker of this tab waiting to lead: once one ends, another takes its place. */
async function keepCandidate(worker: StorageWorker, locks: LifeLocks): Promise<void> {
  const life = await askLife(worker.port as EnginePort);
  if (!life) return;
  awaitLifeEnd(locks, life, () => {
    startWorker().then(
      (next) => keepCandidate(next, locks),
      (error) => console.error('This tab could not start its engine worker again', error),
    );
  });
}

/**
 * The engine in the worker of whichever tab leads, over the tabs' channel. This tab's own
 * worker waits its turn; each new leader gets this tab's lease (its watches end with the tab).
 */
function relayedEngine(own: StorageWorker, locks: LifeLocks) {
  void keepCandidate(own, locks);
  const relay = engineRelay();
  let releaseLease = () => undefined as void;
  return async () => {
    // Answered by the worker that leads now, or by the next one, which says so as it takes over.
    const link = await linkOf(relay.port, locks, relay.onLeading);
    releaseLease();
    releaseLease = await holdTabLease(relay.port);
    return link;
  };
}

/**
 * Talks to the engine in a worker from now on; false (nothing changed) when this browser runs
 * no engine worker here or cannot keep data (the engine then runs in the page, on memory).
 */
export async function startRemoteEngine(): Promise<boolean> {
  // IndexedDB refused here (private mode, a full disk): the engine runs in the page on memory,
  // online only, and says so (storage.ts).
  if (!(await probeIndexedDb({ keep: true }))) return false;
  let first: StorageWorker;
  try {
    first = await (takeStartedWorker() ?? startWorker());
  } catch {
    return false;
  }
  const locks = browserLifeLocks();
  const connect =
    first.mode === 'shared'
      ? sharedEngine(first, locks)
      : // Without Web Locks no worker can be chosen to lead.
        (first.mode === 'owner' || first.mode === 'dexie') && locks
        ? relayedEngine(first, locks)
        : undefined;
  if (!connect) {
    first.end();
    return false;
  }
  const client = new EngineClient(connect, () =>
    console.warn('The engine worker ended: a new one takes over'),
  );
  setEngineTransport(client.transport);
  setEngineWatcher(client.watcher);
  return true;
}
