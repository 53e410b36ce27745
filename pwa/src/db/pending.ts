// Which of the user's documents are waiting to reach the server, read from RxDB itself: a
// document is waiting when its local state differs from what the replication last knew of the
// server (its assumed master state, kept in the replication's meta storage) or has none yet.
// Nothing is kept by the UI, so the count is right after a reload too. A tab that does not lead
// the replication reads the same meta storage (leadership.ts).
import {
  getComposedPrimaryKeyOfDocumentData,
  normalizeMangoQuery,
  prepareQuery,
  type RxCollection,
  type RxDocumentData,
} from 'rxdb';
import { collectionOfSync, SYNC_NAME, type HostelDatabase } from './collections';
import {
  docEqual,
  SYNC_COLLECTIONS,
  SYNCED_COLLECTIONS,
  type LocalName,
  type SyncCollection,
} from '@hostel/shared-schema';
import type { MetaInstance } from './leadership';

/** The sync names of the collections devices push (the registry's `devicePushes`). */
type PushedSync = {
  [C in SyncCollection]: (typeof SYNCED_COLLECTIONS)[C]['devicePushes'] extends true ? C : never;
}[SyncCollection];

/** Collections a user writes offline (servings: an admin's counter). */
export type WritableCollection = LocalName<PushedSync>;
export const WRITABLE_COLLECTIONS: readonly WritableCollection[] = SYNC_COLLECTIONS.filter(
  (sync): sync is PushedSync => SYNCED_COLLECTIONS[sync].devicePushes,
).map((sync) => collectionOfSync(sync) as WritableCollection);

/**
 * Which documents of a writable collection are the user's own: those whose owner field (the
 * registry's `ownerField`) names them. A collection without one (servings) keeps only the
 * signed-in user's documents on the device: every one there is theirs (an admin's counter's or
 * pulled from the server).
 */
function ownSelector(name: WritableCollection, email: string): Record<string, string> {
  const def = SYNCED_COLLECTIONS[SYNC_NAME[name]] as { ownerField?: string };
  return def.ownerField ? { [def.ownerField]: email } : {};
}

/** The user's own documents of a writable collection, tombstones included. */
async function ownDocuments(
  db: HostelDatabase,
  name: WritableCollection,
  email: string,
): Promise<RxDocumentData<{ _id: string }>[]> {
  const collection = db[name] as unknown as RxCollection<{ _id: string; email: string }>;
  const schema = collection.schema.jsonSchema;
  const query = normalizeMangoQuery(schema, { selector: ownSelector(name, email) });
  const result = await collection.storageInstance.query(prepareQuery(schema, query));
  return result.documents as unknown as RxDocumentData<{ _id: string }>[];
}

export async function pendingIdsOf(
  db: HostelDatabase,
  name: WritableCollection,
  meta: MetaInstance | undefined,
  email: string,
): Promise<string[]> {
  const docs = await ownDocuments(db, name, email);
  if (docs.length === 0) return [];
  if (!meta) return docs.map((doc) => doc._id);
  const metaIds = docs.map((doc) =>
    getComposedPrimaryKeyOfDocumentData(meta.schema, {
      itemId: doc._id,
      isCheckpoint: '0',
    } as never),
  );
  const metaDocs = await meta.findDocumentsById(metaIds, true);
  const assumed = new Map(metaDocs.map((metaDoc) => [metaDoc.itemId, metaDoc.docData]));
  return docs
    .filter((doc) => {
      const master = assumed.get(doc._id);
      // Never on the server and deleted before it got there: nothing to send.
      if (!master) return !doc._deleted;
      return !docEqual(master, doc);
    })
    .map((doc) => doc._id);
}
