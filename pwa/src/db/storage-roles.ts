// The roles a storage worker takes (storage-worker.ts), named by the page that starts it
// (storage-start.ts) through the worker's `name`. Free of imports: both sides use it.
export const WORKER_NAMES = {
  /** ONE SharedWorker for every tab: the memory-mapped storage. */
  shared: 'hostel-storage-shared',
  /** A browser without SharedWorker: a worker per tab, one of which holds the storage. */
  owner: 'hostel-storage',
  /** A Dexie profile while a tab still writes it (storage-choice.ts): Dexie, per tab. */
  dexie: 'hostel-storage-dexie',
  /** Moves a Dexie profile into the memory-mapped storage (dexie-migration.ts), then ends. */
  migration: 'hostel-storage-migration',
} as const;

/** What the migration worker tells the page. */
export type MigrationMessage = { committed: true } | { failed: string };
