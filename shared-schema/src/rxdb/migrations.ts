// Migration steps of the RxDB collections (schemas.ts), from each collection's declaration: when
// a collection's schema `version` goes up, the step turns the documents already on the device
// into the new shape.
import { SYNCED_COLLECTIONS, SYNC_COLLECTIONS, type SyncCollection } from '../sync/collections';
import type { DocMigration } from '../sync/synced-collection';

/**
 * Migration steps per collection: `RX_MIGRATIONS[c][n]` turns a version n-1 document into version
 * n (RxDB's `migrationStrategies`). Version 0 needs none; a replicated collection can also drop
 * its local copy and pull again, which is what a `null` answer would mean.
 */
export const RX_MIGRATIONS = Object.fromEntries(
  SYNC_COLLECTIONS.map((name) => [name, SYNCED_COLLECTIONS[name].migrations]),
) as Record<SyncCollection, Record<number, DocMigration>>;
