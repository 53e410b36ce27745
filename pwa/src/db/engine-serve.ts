// The engine in a worker (storage-worker.ts): the SharedWorker every tab shares, or, where the
// browser has none, the dedicated worker of the tab that leads (engine-leader.ts). The data layer
// opens here once, on the storage called in-process (no storage-remote), and serves every page
// over its port (engine/port.ts). A page's watches end with its tab (its lease, tab-lease.ts);
// the page watches the worker's life (worker-life.ts). A SharedWorker ends itself a while after
// its last tab has gone (engine-lifetime.ts); a dedicated worker ends with its tab.
import type { RxStorage } from 'rxdb';
import { openingLayer, startDataLayerWith } from './current-layer';
import { DataLayer } from './data-layer';
import { localTransport, localWatcher } from './engine/local';
import { serveEngine, type EnginePort } from './engine/port';
import { engineLifetime, type EngineLifetime } from './engine-lifetime';
import { hasWebLocks, isTabLease, whenTabGone } from './tab-lease';
import { isLifeAsk, lifeTeller } from './worker-life';

/** Tells a page the Web Lock this worker holds for its life (one lock per worker). */
export const tellWorkerLife = lifeTeller();

/** Closes the database (its writes committed, its replications and socket stopped), then ends. */
async function endEngine(): Promise<void> {
  try {
    await (await openingLayer())?.close();
  } finally {
    (globalThis as unknown as { close(): void }).close();
  }
}

export type EngineStorage = {
  storage: () => Promise<RxStorage<unknown, unknown>>;
  /**
   * RxDB's cross-instance events and leader election (a Dexie profile that a tab of the previous
   * version may still write: storage-choice.ts); off where this engine is the only one.
   */
  multiInstance?: boolean;
};

/** Opens the data layer once (a request arriving meanwhile waits for it: engine/local.ts). */
export function openEngine({ storage, multiInstance }: EngineStorage): void {
  startDataLayerWith(async () => DataLayer.open({ storage: await storage(), multiInstance })).catch(
    (error) => console.error('The engine could not open the local database', error),
  );
}

/** The SharedWorker's count of its pages (undefined: none kept), decided at its first page. */
let lifetime: EngineLifetime | undefined | null = null;

/**
 * Serves one page's port. The SharedWorker counts its pages (their leases) to end itself once
 * they are all gone; `onGone` hears when this page's tab has gone.
 */
export function serveEnginePage(
  port: EnginePort,
  engine: EngineStorage,
  { endsWithLastTab = true, onGone = () => undefined as void } = {},
): void {
  openEngine(engine);
  // Without Web Locks no tab sends a lease: the browser alone decides when the worker ends.
  if (lifetime === null)
    lifetime =
      endsWithLastTab && hasWebLocks() ? engineLifetime(() => void endEngine()) : undefined;
  const page = lifetime?.connected();
  const served = serveEngine(
    port,
    { transport: localTransport, watcher: localWatcher },
    (message) => {
      if (isLifeAsk(message)) void tellWorkerLife(port);
      else if (isTabLease(message)) {
        page?.leased();
        whenTabGone(message, () => {
          served.close();
          page?.gone();
          onGone();
        });
      }
    },
  );
}
