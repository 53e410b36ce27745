// The RxDB database of the PWA: one collection per entry of the shared registry of synced
// collections (shared-schema `sync/collections.ts`), whose schemas come from the shared zod
// entities (shared-schema `rxdb/schemas.ts`), with their migration strategies and one conflict
// handler each (conflict-handlers.ts). Collection names are the sync names in camelCase; the
// lists of this file (who replicates what) follow each collection's declared audience.
import {
  addRxPlugin,
  createRxDatabase,
  type RxCollection,
  type RxConflictHandler,
  type RxDatabase,
  type RxJsonSchema,
  type RxStorage,
} from 'rxdb';
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import {
  collectionsWith,
  localCollectionOf,
  RX_MIGRATIONS,
  RX_SCHEMAS,
  SYNC_COLLECTIONS,
  type LocalName,
  type SyncAudience,
  type SyncCollection,
  type SyncedDocOf,
} from '@hostel/shared-schema';
import { yieldToBrowser } from '../lib/yield-to-browser';
import type { CollectionSchema } from './options';

// Runs RX_MIGRATIONS when a schema's version goes up (the documents already on the device are
// migrated in place when the collection opens).
addRxPlugin(RxDBMigrationSchemaPlugin);
// One tab of a profile replicates; the others follow it (leadership.ts).
addRxPlugin(RxDBLeaderElectionPlugin);

/** Each collection's document type, under its device name (the shared registry's). */
export type DocTypes = { [C in SyncCollection as LocalName<C>]: SyncedDocOf<C> };
export type CollectionName = keyof DocTypes;

type HostelCollections = { [K in CollectionName]: RxCollection<DocTypes[K]> };
export type HostelDatabase = RxDatabase<HostelCollections>;

/** The sync name of each local collection, in the registry's order (the first pull's). */
export const SYNC_NAME = Object.fromEntries(
  SYNC_COLLECTIONS.map((sync) => [localCollectionOf(sync), sync]),
) as Record<CollectionName, SyncCollection>;
export const COLLECTION_NAMES = Object.keys(SYNC_NAME) as CollectionName[];

/** The local collection a synced collection is kept in. */
export function collectionOfSync(sync: SyncCollection): CollectionName {
  return localCollectionOf(sync);
}

const withAudience = (audience: SyncAudience): readonly CollectionName[] =>
  collectionsWith(audience).map(collectionOfSync);

/** Collections anyone replicates: started with the data layer, signed in or not. */
export const PUBLIC_COLLECTIONS = withAudience('public');

/** Collections holding the signed-in user's own data only: emptied on sign-out. */
export const PER_USER_COLLECTIONS = withAudience('owner');

/**
 * Collections only an admin replicates (the server refuses them to anyone else), such as the
 * servings a counter records. Started when an admin signs in, emptied on sign-out like the
 * user's own.
 */
export const ADMIN_COLLECTIONS = withAudience('admin');

export type ConflictHandlers = { [K in CollectionName]: RxConflictHandler<DocTypes[K]> };

export function collectionCreator<K extends CollectionName>(
  name: K,
  conflictHandler: RxConflictHandler<DocTypes[K]>,
  override?: CollectionSchema,
) {
  const sync = SYNC_NAME[name];
  return {
    schema: (override?.schema ?? RX_SCHEMAS[sync]) as unknown as RxJsonSchema<DocTypes[K]>,
    migrationStrategies: (override?.migrationStrategies ?? RX_MIGRATIONS[sync]) as Record<
      number,
      (doc: unknown) => unknown
    >,
    conflictHandler,
  };
}

export async function openHostelDatabase({
  name,
  storage,
  conflictHandlers,
  multiInstance,
  collections = COLLECTION_NAMES,
  schemas = {},
}: {
  name: string;
  storage: RxStorage<unknown, unknown>;
  conflictHandlers: ConflictHandlers;
  multiInstance: boolean;
  collections?: readonly CollectionName[];
  schemas?: Partial<Record<CollectionName, CollectionSchema>>;
}): Promise<HostelDatabase> {
  const db = await createRxDatabase<HostelCollections>({
    name,
    storage,
    multiInstance,
    closeDuplicates: true,
  });
  // One collection at a time, each in a task of its own: RxDB checks and normalises a schema
  // when its collection is added (deep key sorting, hashing), and nine at once were one task of
  // 60–100 ms on a phone (docs/performance-log/lighthouse.md).
  for (const collection of collections) {
    await yieldToBrowser();
    await db.addCollections({
      [collection]: collectionCreator(
        collection,
        conflictHandlers[collection] as never,
        schemas[collection],
      ),
    } as never);
  }
  return db;
}
