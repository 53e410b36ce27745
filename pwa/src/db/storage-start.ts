// The storage's first steps, which need none of the data layer's code: the IndexedDB probe and
// the storage worker's start. boot.ts calls prestartStorage() as it requests the app's code, so
// the worker's script loads and compiles, and the probe answers, while the app's modules load and
// run; the data layer (storage.ts, worker-storage.ts) then takes what is started instead of
// starting it after its own chunk has loaded. No rxdb here: this module is part of the entry.

import { storageWorkerUrl } from './storage-worker-url';

/** How long the IndexedDB probe may take before the browser is taken to refuse it. */
const PROBE_TIMEOUT_MS = 4000;
/** How long a worker may take to load before the page keeps its storage itself. */
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

/** Starts a storage worker (storage-worker.ts); resolves once it listens, rejects if it fails. */
export function startWorker(): Promise<Worker> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(storageWorkerUrl(), {
        type: 'module',
        name: 'hostel-storage',
      });
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    const fail = (reason: string) => {
      clearTimeout(timer);
      worker.terminate();
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail('the storage worker did not start'), READY_TIMEOUT_MS);
    worker.onerror = (event) => fail(`the storage worker failed: ${event.message}`);
    worker.onmessage = (event: MessageEvent<{ ready?: boolean }>) => {
      if (!event.data?.ready) return;
      clearTimeout(timer);
      worker.onerror = null;
      resolve(worker);
    };
  });
}

let started: { probe?: Promise<boolean>; worker?: Promise<Worker> } | undefined;

/** Starts the probe and the worker now (once), for the data layer to take when it opens. */
export function prestartStorage(): void {
  if (started) return;
  const worker = typeof Worker === 'undefined' ? undefined : startWorker();
  // Whoever takes it sees a failure; until then it must not count as unhandled.
  worker?.catch(() => undefined);
  started = { probe: indexedDbWorks(), worker };
}

/** Whether IndexedDB can keep data here: the prestarted answer (taken once), or a new probe. */
export function probeIndexedDb(): Promise<boolean> {
  const probe = started?.probe;
  if (started) started.probe = undefined;
  return probe ?? indexedDbWorks();
}

/** The prestarted worker, once (later callers start their own); undefined when none was. */
export function takeStartedWorker(): Promise<Worker> | undefined {
  const worker = started?.worker;
  if (started) started.worker = undefined;
  return worker;
}

/** The data layer keeps its storage elsewhere (memory): the prestarted worker is not needed. */
export function dropStartedWorker(): void {
  void takeStartedWorker()?.then(
    (worker) => worker.terminate(),
    () => undefined,
  );
}
