// The roles an engine worker takes (storage-worker.ts), named by the page that starts it
// (storage-start.ts) through the worker's `name`. Free of imports: both sides use it.
export const WORKER_NAMES = {
  /** ONE SharedWorker for every tab: the engine, on the memory-mapped storage. */
  shared: 'hostel-storage-shared',
  /** A browser without SharedWorker: a worker per tab, one of which runs the engine. */
  owner: 'hostel-storage',
  /** A Dexie profile while a tab still writes it (storage-choice.ts): as `owner`, on Dexie. */
  dexie: 'hostel-storage-dexie',
  /** Moves a Dexie profile into the memory-mapped storage (dexie-migration.ts), then ends. */
  migration: 'hostel-storage-migration',
} as const;

/**
 * How every page opens the engine's SharedWorker. A page asking with other options is refused
 * the connection, so every page (and every journey's helper) opens it with these.
 * `extendedLifetime`: the worker outlives its last page for a while, as a service worker does
 * (Chromium 148 on), so a reload or a link to another address of the app finds the engine
 * running (its database open, its replications current, its socket connected) instead of
 * starting it again, and a write sent just before the page went finishes. A browser without
 * the option ignores it and ends the worker with its last page, as before.
 */
export const SHARED_WORKER_OPTIONS: WorkerOptions & { extendedLifetime: boolean } = {
  type: 'module',
  name: WORKER_NAMES.shared,
  extendedLifetime: true,
};

/** What the migration worker tells the page. */
export type MigrationMessage = { committed: true } | { failed: string };
