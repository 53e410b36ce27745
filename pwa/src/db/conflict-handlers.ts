// One conflict handler per collection (docs/decisions/0014-conflict-handlers-per-collection.md),
// each declared by the collection's engine module (collections/<sync-name>.ts, its `conflict`),
// which also says in its header how its conflicts resolve. A collection users may not change
// (meals, the menu, …) declares none: the server wins. A write the server refused (the push's
// answer names the ids) always ends in the server's state; its reason comes from
// /api/sync/rejections. When the user's edit loses, the handler reports it (onLost) so nothing is
// dropped silently.
import type { RxConflictHandler, WithDeleted } from 'rxdb';
import type { CollectionName, ConflictHandlers } from './collections';
import { ENGINE_COLLECTIONS } from './collections/index';
import { conflictHandler } from './engine-collection';

export type ConflictContext = {
  /** True once for a document the server refused in the push that answered this conflict. */
  takeRefused: (collection: CollectionName, id: string) => boolean;
  /** The user's version lost to the server's: tell the user. */
  onLost: (
    collection: CollectionName,
    yours: WithDeleted<unknown>,
    server: WithDeleted<unknown>,
  ) => void;
};

/** The server's state stands, whatever the device holds. */
export function serverWins<T>(): RxConflictHandler<T> {
  return conflictHandler(async ({ realMasterState }) => realMasterState);
}

export function createConflictHandlers(context: ConflictContext): ConflictHandlers {
  return Object.fromEntries(
    ENGINE_COLLECTIONS.map((collection) => [
      collection.collection,
      collection.conflict?.(context) ?? serverWins(),
    ]),
  ) as ConflictHandlers;
}
