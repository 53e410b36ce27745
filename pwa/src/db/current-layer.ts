// The app's one data layer: started once (browser defaults: same origin, Dexie, dev-mode in
// development only) and shared by every hook. Tests may install their own with
// setCurrentDataLayer. The layer's code (RxDB, Dexie, socket.io: about a third of the app's
// JavaScript) is imported here on demand, so the first paint never waits for it.
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

/** The auth flow calls this after every sign-in and on sign-out (null). */
export async function setDataUser(user: DataUser | null): Promise<void> {
  const layer = current$.getValue() ?? (await starting);
  await layer?.setUser(user);
}

export function requireDataLayer(): DataLayer {
  const layer = current$.getValue();
  if (!layer) throw new Error('The local database is not open yet');
  return layer;
}
