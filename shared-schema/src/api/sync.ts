// Answers of the replication endpoints (docs/sync.md; requests and types in
// sync/protocol.ts): pull pages, push conflicts and the rejections channel, per collection.
import { z } from 'zod';
import { numberFromText } from '../entities/common';
import { SYNCED_COLLECTIONS } from '../sync/collections';
import {
  SYNC_COLLECTIONS,
  type SyncCollection,
  type SyncRejection,
  type SyncRejectionsResponse,
} from '../sync/protocol';
import { deleteResultSchema } from './common';

const withDeletedFlag = <D extends z.ZodObject>(doc: D) =>
  doc.extend({ _deleted: z.boolean() }).strict();
type DocSchemas = {
  [C in SyncCollection]: ReturnType<typeof withDeletedFlag<(typeof SYNCED_COLLECTIONS)[C]['doc']>>;
};
/** A replicated document of each collection: the entity's fields plus `_deleted`, nothing more. */
export const SYNC_DOC_SCHEMAS = Object.fromEntries(
  SYNC_COLLECTIONS.map((name) => [name, withDeletedFlag(SYNCED_COLLECTIONS[name].doc)]),
) as DocSchemas;

export const syncCheckpointSchema = z
  .object({ id: z.string().min(1), seq: z.number().int().min(0) })
  .strict();

/** GET /api/sync/{collection}/pull: `{documents, checkpoint}` (checkpoint null when empty). */
export function syncPullResponseSchema<C extends SyncCollection>(collection: C) {
  return z
    .object({
      documents: z.array(SYNC_DOC_SCHEMAS[collection]),
      checkpoint: syncCheckpointSchema.nullable(),
    })
    .strict();
}

/** POST /api/sync/{collection}/push: the conflicts, i.e. the server's current documents. */
export function syncPushResponseSchema<C extends SyncCollection>(collection: C) {
  return z.array(SYNC_DOC_SCHEMAS[collection]);
}

export const syncRejectionSchema = z
  .object({
    id: z.number().int().min(1),
    collection: z.enum(SYNC_COLLECTIONS),
    documentId: z.string().min(1),
    reason: z.string().min(1),
    createdAt: z.number().int().min(0),
  })
  .strict() satisfies z.ZodType<SyncRejection>;

/** GET /api/sync/rejections: the caller's refused pushes, newest first. */
export const syncRejectionsResponseSchema = z
  .object({ rejections: z.array(syncRejectionSchema) })
  .strict() satisfies z.ZodType<SyncRejectionsResponse>;

/** `{id}` of DELETE /api/sync/rejections/{id}. */
export const syncRejectionIdParamsSchema = z.object({
  id: numberFromText(z.number().int().min(1)),
});
/** `{collection}` of the pull and push paths. */
export const syncCollectionParamsSchema = z.object({ collection: z.enum(SYNC_COLLECTIONS) });

/** DELETE /api/sync/rejections and /api/sync/rejections/{id}. */
export const clearRejectionsResponseSchema = deleteResultSchema;
