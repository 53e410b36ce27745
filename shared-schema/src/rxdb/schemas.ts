// RxDB collection schemas of the replicated collections
// (docs/decisions/0012-nine-replicated-collections-from-zod.md), each generated from its zod
// entity with the options its declaration gives (sync/collections.ts). Bump a collection's
// `rx.version` when its schema changes and add the step to its `migrations`; the PWA wires those
// as the collections' migration strategies. Only schemas here: the PWA's build replaces this
// module by its values, computed at build (scripts/json-schema-at-build.ts), so the browser needs
// no JSON Schema converter.
import { SYNCED_COLLECTIONS, SYNC_COLLECTIONS, type SyncCollection } from '../sync/collections';
import { zodToRxSchema, type RxSchemaLike } from './to-rx-schema';

/** One schema per replicated collection, keyed by the collection's sync name. */
export const RX_SCHEMAS = Object.fromEntries(
  SYNC_COLLECTIONS.map((name) => {
    const { entity, rx } = SYNCED_COLLECTIONS[name];
    return [name, zodToRxSchema(entity, { title: name, ...rx })];
  }),
) as Record<SyncCollection, RxSchemaLike>;
