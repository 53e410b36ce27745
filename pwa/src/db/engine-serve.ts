// The engine in a shared worker (storage-worker.ts, role 'shared'): the data layer opens here
// once, on the memory-mapped storage called in-process (no storage-remote), at the first page's
// connection, and serves every page over its port (engine/port.ts). A page's watches end with
// its tab (its lease, tab-lease.ts); the page watches the worker's life (worker-life.ts). The
// worker ends itself a while after its last tab has gone (engine-lifetime.ts).
import type { RxStorage } from 'rxdb';
import { openingLayer, startDataLayerWith } from './current-layer';
import { DataLayer } from './data-layer';
import { localTransport, localWatcher } from './engine/local';
import { serveEngine, type EnginePort } from './engine/port';
import { engineLifetime } from './engine-lifetime';
import { hasWebLocks, isTabLease, whenTabGone } from './tab-lease';
import { isLifeAsk, lifeTeller } from './worker-life';

const tellLife = lifeTeller();
let opened = false;
// Without Web Locks no tab sends a lease: the browser alone decides when the worker ends.
const lifetime = hasWebLocks() ? engineLifetime(() => void endEngine()) : undefined;

/** Closes the database (its writes committed, its replications and socket stopped), then ends. */
async function endEngine(): Promise<void> {
  try {
    await (await openingLayer())?.close();
  } finally {
    (globalThis as unknown as { close(): void }).close();
  }
}

export function serveEnginePage(
  port: EnginePort,
  storage: () => RxStorage<unknown, unknown>,
): void {
  if (!opened) {
    opened = true;
    // Started at once: a request arriving meanwhile waits for it (engine/local.ts).
    startDataLayerWith(() => DataLayer.open({ storage: storage() })).catch((error) =>
      console.error('The engine could not open the local database', error),
    );
  }
  const page = lifetime?.connected();
  const served = serveEngine(
    port,
    { transport: localTransport, watcher: localWatcher },
    (message) => {
      if (isLifeAsk(message)) void tellLife(port);
      else if (isTabLease(message)) {
        page?.leased();
        whenTabGone(message, () => {
          served.close();
          page?.gone();
        });
      }
    },
  );
}
