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
import type { CollectionName, HostelDatabase } from './collections';
import { docEqual } from '@hostel/shared-schema';
import type { MetaInstance } from './leadership';

/** Collections a user writes offline (servings: an admin's counter). */
export const WRITABLE_COLLECTIONS = [
  'likes',
  'reviews',
  'skips',
  'dietaryProfiles',
  'servings',
] as const satisfies CollectionName[];
export type WritableCollection = (typeof WRITABLE_COLLECTIONS)[number];

/**
 * The user's own documents of a writable collection, tombstones included. Servings carry no
 * e-mail: every one on the device is the signed-in admin's counter's or pulled from the server.
 */
async function ownDocuments(
  db: HostelDatabase,
  name: WritableCollection,
  email: string,
): Promise<RxDocumentData<{ _id: string }>[]> {
  const collection = db[name] as unknown as RxCollection<{ _id: string; email: string }>;
  const schema = collection.schema.jsonSchema;
  const selector = name === 'servings' ? {} : { email };
  const query = normalizeMangoQuery(schema, { selector });
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
