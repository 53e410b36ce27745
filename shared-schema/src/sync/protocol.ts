// Replication protocol shared by the sync server and the PWA (docs/sync.md).
import { z } from 'zod';
import { numberFromText } from '../entities/common';
import { optional } from '../api/optional';
import {
  collectionsWith,
  SYNCED_COLLECTIONS,
  SYNC_COLLECTIONS,
  type SyncCollection,
} from './collections';

export { SYNC_COLLECTIONS, type SyncCollection };

export function isSyncCollection(value: unknown): value is SyncCollection {
  return typeof value === 'string' && Object.hasOwn(SYNCED_COLLECTIONS, value);
}

/** Collections only their owner may pull; the others are public. */
export const OWNER_ONLY_COLLECTIONS: readonly SyncCollection[] = collectionsWith('owner');

/**
 * Collections only admins may pull and push: the servings the counters record. A pull answers
 * the servings of yesterday onward only (a counter needs the day it serves).
 */
export const ADMIN_ONLY_COLLECTIONS: readonly SyncCollection[] = collectionsWith('admin');

/** Where a pull resumes: the last document's id and server sequence number. */
export type SyncCheckpoint = { id: string; seq: number };

/** A pull answers at most this many documents, whatever batchSize asks for. */
export const SYNC_PULL_MAX_BATCH = 2000;
export const SYNC_PULL_DEFAULT_BATCH = 100;
/** A push carries at most this many rows. */
export const SYNC_PUSH_MAX_ROWS = 500;

/** `GET /api/sync/{collection}/pull?id=…&seq=…&batchSize=…` (no id/seq on the first pull). */
export const syncPullQuerySchema = z
  .object({
    id: optional(z.string().max(400)),
    seq: optional(numberFromText(z.number().int().min(0))),
    batchSize: optional(numberFromText(z.number().int().min(1)), SYNC_PULL_DEFAULT_BATCH).transform(
      (size) => Math.min(size, SYNC_PULL_MAX_BATCH),
    ),
  })
  .refine((query) => (query.id === undefined) === (query.seq === undefined), {
    message: 'id and seq come together',
    path: ['seq'],
  });

/** A replicated document: the entity's fields of spec §3 plus the tombstone flag. */
export type SyncDoc<T> = T & { _deleted: boolean };
export type SyncPullResponse<T> = { documents: SyncDoc<T>[]; checkpoint: SyncCheckpoint | null };

/** One row of RxDB's push: what the client last saw of the server, and what it wants now. */
export type SyncPushRow<T> = {
  assumedMasterState?: SyncDoc<T> | null;
  newDocumentState: SyncDoc<T>;
};

type EntitySchemas = {
  [C in SyncCollection]: ReturnType<(typeof SYNCED_COLLECTIONS)[C]['entity']['strict']>;
};
/**
 * The entity schema of each collection's documents, as a pushed document must match it. Strict,
 * like the RxDB schema (additionalProperties: false): an unknown field is refused, not dropped.
 */
export const SYNC_ENTITY_SCHEMAS = Object.fromEntries(
  SYNC_COLLECTIONS.map((name) => [name, SYNCED_COLLECTIONS[name].entity.strict()]),
) as EntitySchemas;

/** Envelope of a push row; each document is checked against its entity on its own. */
export const syncPushBodySchema = z
  .array(
    z.object({
      assumedMasterState: z.record(z.string(), z.unknown()).nullish(),
      newDocumentState: z.record(z.string(), z.unknown()),
    }),
  )
  .max(SYNC_PUSH_MAX_ROWS);

/**
 * Response header of a push naming (URI-encoded JSON array) ids whose write was refused, so the
 * client's conflict handler lets the server's state win for them; the reasons are at
 * /api/sync/rejections. It is bounded (SYNC_REJECTED_HEADER_MAX_CHARS): a proxy's header buffer
 * must never overflow, so it names the first refused ids that fit, and
 * SYNC_REJECTED_COUNT_HEADER says how many there were in all. A client that sends
 * SYNC_REFUSALS_IN_BODY_HEADER gets every refused id in the body instead (SyncPushAnswer).
 */
export const SYNC_REJECTED_HEADER = 'x-sync-rejected';
/** How many ids the push refused in all (sent whenever it refused any). */
export const SYNC_REJECTED_COUNT_HEADER = 'x-sync-rejected-count';
/** The longest value SYNC_REJECTED_HEADER takes: a few ids, far below any proxy's 4 KB buffer. */
export const SYNC_REJECTED_HEADER_MAX_CHARS = 2048;
/**
 * Request header (value `body`) asking a push to answer `SyncPushAnswer` instead of the bare
 * conflicts array: the refused ids travel in the body, however many there are.
 */
export const SYNC_REFUSALS_IN_BODY_HEADER = 'x-sync-refusals';
export const SYNC_REFUSALS_IN_BODY = 'body';
/** A push's answer to a client that asked for refusals in the body. */
export type SyncPushAnswer<T = Record<string, unknown>> = {
  conflicts: SyncDoc<T>[];
  refusedIds: string[];
};

/** A refused pushed write, as `GET /api/sync/rejections` lists it (the user's own only). */
export type SyncRejection = {
  id: number;
  collection: SyncCollection;
  documentId: string;
  reason: string;
  createdAt: number;
};
export type SyncRejectionsResponse = { rejections: SyncRejection[] };

/**
 * The socket event telling the customer and the admins that a conversation's unread counts may
 * have changed (a message sent or read). It travels on the live channel's socket, which every
 * signed-in tab holds, so the badges update on every page.
 */
export const CHAT_UNREAD_EVENT = 'chat:unread';

/** The socket event telling connected clients which collections changed. */
export const SYNC_CHANGED_EVENT = 'sync:changed';
export type SyncChangedPayload = { collections: SyncCollection[] };

/**
 * The live channel's documents: every change of a collection since the last batch, coalesced
 * over a few tens of ms. Public collections go to every socket, owner-only ones to the owner's
 * sockets only. `seqs[i]` is the server sequence of `documents[i]` (a client applies a document
 * only past its own checkpoint). `complete: false` says the batch was too large to send: the
 * documents are left out and the client pulls instead.
 */
export const SYNC_DOCS_EVENT = 'sync:docs';
export type SyncDocsPayload<T = Record<string, unknown>> = {
  collection: SyncCollection;
  documents: SyncDoc<T>[];
  seqs: number[];
  complete: boolean;
};
