// The engine in a shared worker (storage-worker.ts, role 'shared'): the data layer opens here
// once, on the memory-mapped storage called in-process (no storage-remote), at the first page's
// connection, and serves every page over its port (engine/port.ts). A page's watches end with
// its tab (its lease, tab-lease.ts); the page watches the worker's life (worker-life.ts).
import type { RxStorage } from 'rxdb';
import { startDataLayerWith } from './current-layer';
import { DataLayer } from './data-layer';
import { localTransport, localWatcher } from './engine/local';
import { serveEngine, type EnginePort } from './engine/port';
import { isTabLease, whenTabGone } from './tab-lease';
import { isLifeAsk, lifeTeller } from './worker-life';

const tellLife = lifeTeller();
let opened = false;

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
  const served = serveEngine(
    port,
    { transport: localTransport, watcher: localWatcher },
    (message) => {
      if (isLifeAsk(message)) void tellLife(port);
      else if (isTabLease(message)) whenTabGone(message, () => served.close());
    },
  );
}
