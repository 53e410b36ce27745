// The app's one data layer: started once (browser defaults: same origin, the storage this
// profile uses (storage.ts), dev-mode in development only) and shared by every hook. Tests may
// install their own with setCurrentDataLayer. The layer's code (RxDB, socket.io: about a third
// of the app's JavaScript) is imported here on demand, so the first paint never waits for it.
import { BehaviorSubject } from 'rxjs';
import type { DataLayer, DataUser } from './data-layer';
import type { DataLayerOptions } from './options';

const current$ = new BehaviorSubject<DataLayer | null>(null);
let starting: Promise<DataLayer> | undefined;

export const currentDataLayer$ = current$.asObservable();

export function getCurrentDataLayer(): DataLayer | null {
  return current$.getValue();
}

export function setCurrentDataLayer(layer: DataLayer | null): void {
  current$.next(layer);
}

/** Opens the app's data layer once; later calls answer the same one. */
export function startDataLayer(options: DataLayerOptions = {}): Promise<DataLayer> {
  starting ??= import('./data-layer')
    .then(({ DataLayer }) => DataLayer.open(options))
    .then((layer) => {
      current$.next(layer);
      return layer;
    });
  return starting;
}

/** The open layer, or the one being opened (undefined when none was started). */
async function openingLayer(): Promise<DataLayer | undefined> {
  return current$.getValue() ?? (await starting);
}

/** The sign-in or sign-out being applied to the layer (writes wait for it). */
let userSwitch: Promise<unknown> = Promise.resolve();

/** The auth flow calls this after every sign-in and on sign-out (null). */
export function setDataUser(user: DataUser | null): Promise<void> {
  const switching = openingLayer().then((layer) => layer?.setUser(user));
  userSwitch = switching.catch(() => undefined);
  return switching;
}

/**
 * The layer a write goes to, once it is open and the sign-in (or sign-out) under way is applied.
 * The screens show a signed-in person's buttons as soon as the session is known, while the
 * layer may still be opening (its storage starts in a worker after the first paint): a tap in
 * that moment waits for the layer instead of being refused.
 */
export async function writableDataLayer(): Promise<DataLayer> {
  const layer = await openingLayer();
  if (!layer) throw new Error('The local database is not open yet');
  await userSwitch;
  return layer;
}
