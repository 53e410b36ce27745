// The app's one data layer: started once (browser defaults: same origin, the storage this
// profile uses (storage.ts), dev-mode in development only), the engine behind every request and
// watch (engine/local.ts). Tests may install their own with setCurrentDataLayer. The layer's
// code (RxDB, socket.io: about a third of the app's JavaScript) is imported here on demand, so
// the first paint never waits for it.
import { BehaviorSubject } from 'rxjs';
import type { DataLayer } from './data-layer';
import type { DataLayerOptions } from './options';

const current$ = new BehaviorSubject<DataLayer | null>(null);
let starting: Promise<DataLayer> | undefined;

export const currentDataLayer$ = current$.asObservable();

export function setCurrentDataLayer(layer: DataLayer | null): void {
  current$.next(layer);
}

/**
 * The app's engine: in the shared worker where this browser runs one (engine/remote.ts), else
 * the data layer opened here.
 */
export async function startEngine(): Promise<void> {
  const { startRemoteEngine } = await import('./engine/remote');
  const { engineChosen } = await import('./engine/choice');
  const remote = await startRemoteEngine();
  const local = remote ? undefined : startDataLayer();
  engineChosen();
  await local;
}

/** Opens the app's data layer once; later calls answer the same one. */
export function startDataLayer(options: DataLayerOptions = {}): Promise<DataLayer> {
  return startDataLayerWith(() =>
    import('./data-layer').then(({ DataLayer }) => DataLayer.open(options)),
  );
}

/**
 * Opens the data layer once with `open` (the engine's worker imports the layer itself: a
 * worker has no document for the page's preloading of a lazily imported chunk).
 */
export function startDataLayerWith(open: () => Promise<DataLayer>): Promise<DataLayer> {
  starting ??= open().then((layer) => {
    current$.next(layer);
    return layer;
  });
  return starting;
}

/**
 * The open layer, or the one being opened (undefined when none was started). The screens show
 * a signed-in person's buttons as soon as the session is known, while the layer may still be
 * opening (its storage starts in a worker after the first paint): a tap in that moment waits
 * for the layer instead of being refused.
 */
export async function openingLayer(): Promise<DataLayer | undefined> {
  return current$.getValue() ?? (await starting);
}
