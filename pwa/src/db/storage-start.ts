// The storage's first steps, which need none of the data layer's code: the IndexedDB probe, the
// choice of storage (storage-choice.ts, with the migration of a Dexie profile when it is due)
// and the storage worker's start. boot.ts calls prestartStorage() as it requests the app's code, so
// the worker's script loads and compiles, and the probe answers, while the app's modules load and
// run; the engine (engine/remote.ts) then takes what is started instead of starting it after its
// own chunk has loaded. No rxdb here: this module is part of the entry.

import { chooseStorageMode, type StorageMode } from './storage-choice';
import { SHARED_WORKER_OPTIONS, WORKER_NAMES, type MigrationMessage } from './storage-roles';
import { storageWorkerUrl } from './storage-worker-url';
import { holdTabLease } from './tab-lease';

/** How long the IndexedDB probe may take before the browser is taken to refuse it. */
const PROBE_TIMEOUT_MS = 4000;
/** How long a worker may take to load before the page works from memory (online only). */
const READY_TIMEOUT_MS = 10_000;

/**
 * Opens a throw-away IndexedDB database and writes one record: private modes refuse the open,
 * a full disk refuses the write (QuotaExceededError). Either means the data layer cannot keep
 * anything on this device.
 */
function indexedDbWorks(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(false);
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
    const done = (works: boolean) => {
      clearTimeout(timer);
      resolve(works);
    };
    try {
      const request = indexedDB.open('hostel-meals-probe', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('probe');
      request.onerror = () => done(false);
      request.onsuccess = () => {
        const db = request.result;
        try {
          const tx = db.transaction('probe', 'readwrite');
          tx.objectStore('probe').put(new Array(64).fill('x').join(''), 'probe');
          tx.oncomplete = () => {
            db.close();
            done(true);
          };
          tx.onerror = tx.onabort = () => {
            db.close();
            done(false);
          };
        } catch {
          db.close();
          done(false);
        }
      };
    } catch {
      done(false);
    }
  });
}

/** Runs the migration of a Dexie profile in a worker of its own (storage-choice.ts). */
function migrateInWorker(): Promise<boolean> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(storageWorkerUrl(), { type: 'module', name: WORKER_NAMES.migration });
    } catch (error) {
      console.error('The storage migration could not start: Dexie is kept for now', error);
      resolve(false);
      return;
    }
    const fail = (reason: unknown) => {
      console.error('The storage migration failed: Dexie is kept for now', reason);
      worker.terminate();
      resolve(false);
    };
    worker.onerror = (event) => fail(event.message);
    worker.onmessage = ({ data }: MessageEvent<MigrationMessage>) => {
      // Committed: the profile is on the memory-mapped storage; the worker goes on deleting
      // what Dexie left and then ends itself.
      if ('committed' in data) resolve(true);
      else fail(data.failed);
    };
  });
}

/** A started storage worker: the page's end of its channel, and how to let it go. */
export type StorageWorker = {
  mode: StorageMode;
  port: {
    postMessage(message: unknown): void;
    onmessage: ((event: MessageEvent) => void) | null;
  };
  /** Ends a dedicated worker; closes this tab's port of the shared one (others keep it). */
  end(): void;
};

let mode: Promise<StorageMode> | undefined;

/** Starts a storage worker (storage-worker.ts); resolves once it listens, rejects if it fails. */
export async function startWorker(): Promise<StorageWorker> {
  mode ??= chooseStorageMode(migrateInWorker);
  return startWorkerOf(await mode);
}

function startWorkerOf(chosen: StorageMode): Promise<StorageWorker> {
  return new Promise((resolve, reject) => {
    let worker: StorageWorker;
    let onerror: (handler: ((event: ErrorEvent) => void) | null) => void;
    let lease = () => Promise.resolve();
    try {
      if (chosen === 'none') throw new Error('this browser cannot hold the storage in a worker');
      if (chosen === 'shared') {
        const shared = new SharedWorker(storageWorkerUrl(), SHARED_WORKER_OPTIONS);
        // The tab's lease (tab-lease.ts) ends with the port; taken once the worker listens.
        let release = () => undefined as void;
        worker = {
          mode: chosen,
          port: shared.port,
          end: () => {
            release();
            shared.port.close();
          },
        };
        lease = async () => {
          release = await holdTabLease(shared.port);
        };
        onerror = (handler) => (shared.onerror = handler);
      } else {
        const dedicated = new Worker(storageWorkerUrl(), {
          type: 'module',
          name: chosen === 'owner' ? WORKER_NAMES.owner : WORKER_NAMES.dexie,
        });
        // This tab's candidate to run the engine (engine-leader.ts); its tab lease goes to
        // whichever worker leads (engine/remote.ts).
        worker = { mode: chosen, port: dedicated, end: () => dedicated.terminate() };
        onerror = (handler) => (dedicated.onerror = handler);
      }
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    const fail = (reason: string) => {
      clearTimeout(timer);
      worker.end();
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail('the storage worker did not start'), READY_TIMEOUT_MS);
    onerror((event) => fail(`the storage worker failed: ${event.message}`));
    worker.port.onmessage = (event: MessageEvent<{ ready?: boolean }>) => {
      if (!event.data?.ready) return;
      clearTimeout(timer);
      onerror(null);
      void lease().then(() => resolve(worker));
    };
  });
}

let started: { probe?: Promise<boolean>; worker?: Promise<StorageWorker> } | undefined;

/** Starts the probe and the worker now (once), for the data layer to take when it opens. */
export function prestartStorage(): void {
  if (started) return;
  const worker =
    typeof Worker === 'undefined' && typeof SharedWorker === 'undefined'
      ? undefined
      : startWorker();
  // Whoever takes it sees a failure; until then it must not count as unhandled.
  worker?.catch(() => undefined);
  started = { probe: indexedDbWorks(), worker };
}

/**
 * Whether IndexedDB can keep data here: the prestarted answer (taken once, or with `keep` left
 * for the data layer's choice of storage), or a new probe.
 */
export function probeIndexedDb({ keep = false }: { keep?: boolean } = {}): Promise<boolean> {
  if (started) started.probe ??= indexedDbWorks();
  const probe = started?.probe;
  if (started && !keep) started.probe = undefined;
  return probe ?? indexedDbWorks();
}

/** The prestarted worker, once (later callers start their own); undefined when none was. */
export function takeStartedWorker(): Promise<StorageWorker> | undefined {
  const worker = started?.worker;
  if (started) started.worker = undefined;
  return worker;
}

/** The data layer keeps its storage elsewhere (memory): the prestarted worker is not needed. */
export function dropStartedWorker(): void {
  void takeStartedWorker()?.then(
    (worker) => worker.end(),
    () => undefined,
  );
}
