// Schema versions and migration strategies: documents stored under version 0 are migrated when
// a collection opens with version 1 (the migration plugin is registered with the collections).
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { createRxDatabase, type RxJsonSchema } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { expect, it } from 'vitest';
import { RX_SCHEMAS } from '@hostel/shared-schema';
import { collectionCreator } from './collections';

const storage = getRxStorageDexie({ indexedDB, IDBKeyRange });
const name = `migrations${Date.now()}`;
const like = {
  _id: 'meal:m1:r@hostel.test',
  target: 'meal',
  targetId: 'm1',
  email: 'r@hostel.test',
  liked: false,
};

it('migrates stored documents to a new schema version', async () => {
  const v0 = await createRxDatabase({ name, storage, multiInstance: false });
  await v0.addCollections({ likes: { schema: RX_SCHEMAS.likes as unknown as RxJsonSchema<any> } });
  await v0.likes.insert(like);
  await v0.close();

  const v1 = await createRxDatabase({ name, storage, multiInstance: false });
  const creator = collectionCreator('likes', {
    isEqual: () => true,
    resolve: async (i) => i.realMasterState,
  });
  await v1.addCollections({
    likes: {
      ...creator,
      schema: { ...creator.schema, version: 1 },
      migrationStrategies: { 1: (doc: typeof like) => ({ ...doc, liked: true }) },
    },
  });
  expect((await v1.likes.findOne(like._id).exec())?.toJSON()).toEqual({ ...like, liked: true });
  await v1.close();
});

it('wires every collection to its schema, version and migration steps', () => {
  const creator = collectionCreator('reviews', {
    isEqual: () => true,
    resolve: async (i) => i.realMasterState,
  });
  expect(creator.schema.version).toBe(RX_SCHEMAS.reviews.version);
  expect(creator.migrationStrategies).toBeDefined();
});
