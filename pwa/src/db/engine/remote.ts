// The page's end of the engine in its worker (storage-worker.ts, role 'shared'): the page's
// requests and watches go over the worker's port (port.ts). The worker's life is watched through
// the Web Lock it holds (worker-life.ts): when it ends (Android ends workers under memory
// pressure), a new one is started, the watches are made again and each unanswered request is
// sent once more.
import {
  probeIndexedDb,
  startWorker,
  takeStartedWorker,
  type StorageWorker,
} from '../storage-start';
import { awaitLifeEnd, browserLifeLocks, isLifeAnswer } from '../worker-life';
import { EngineClient, type EngineLink } from './port';
import { setEngineTransport } from './send';
import { setEngineWatcher } from './watch';

/** The port of a started worker, once it has told the lock it holds for its life. */
function linkOf(worker: StorageWorker): Promise<EngineLink> {
  const locks = browserLifeLocks();
  return new Promise((resolve) => {
    let end = () => undefined as void;
    const ended = new Promise<void>((settle) => (end = settle));
    if (!locks) {
      resolve({ port: worker.port as EngineLink['port'], ended });
      return;
    }
    worker.port.onmessage = ({ data }: MessageEvent) => {
      if (!isLifeAnswer(data)) return;
      if (data.storageWorkerLife) awaitLifeEnd(locks, data.storageWorkerLife, end);
      resolve({ port: worker.port as EngineLink['port'], ended });
    };
    worker.port.postMessage({ storageWorkerLife: 'ask' });
  });
}

/**
 * Talks to the engine in the shared worker from now on; false (nothing changed) when this
 * browser runs no shared worker here or cannot keep data (the engine then runs in the page).
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
  if (first.mode !== 'shared') {
    first.end();
    return false;
  }
  let next: StorageWorker | undefined = first;
  const client = new EngineClient(
    async () => {
      const worker = next ?? (await startWorker());
      next = undefined;
      return linkOf(worker);
    },
    () => console.warn('The engine worker ended: a new one takes over'),
  );
  setEngineTransport(client.transport);
  setEngineWatcher(client.watcher);
  return true;
}
