// Reasons of refused pushed writes (table sync_rejections). RxDB's conflict answer carries no
// reason, so the user fetches their own here and acknowledges them once shown.
import type { SyncCollection, SyncRejection } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';

/** How many refusals are kept per user (the newest). */
const KEEP_PER_USER = 100;

export async function recordRejection(
  db: Executor,
  email: string,
  collection: SyncCollection,
  documentId: string,
  reason: string,
): Promise<void> {
  await db
    .insertInto('sync_rejections')
    .values({
      user_email: email,
      collection,
      document_id: documentId.slice(0, 400),
      reason: reason.slice(0, 1000),
      created_at: Date.now(),
    })
    .execute();
  // Keep the newest KEEP_PER_USER: a client refused in a loop cannot grow the table without end.
  const cutoff = await db
    .selectFrom('sync_rejections')
    .select('id')
    .where('user_email', '=', email)
    .orderBy('id', 'desc')
    .offset(KEEP_PER_USER)
    .limit(1)
    .executeTakeFirst();
  if (cutoff) {
    await db
      .deleteFrom('sync_rejections')
      .where('user_email', '=', email)
      .where('id', '<=', cutoff.id)
      .execute();
  }
}

/** The newest rejections of one user (at most `limit`), newest first. */
export async function listRejections(
  db: Executor,
  email: string,
  limit = KEEP_PER_USER,
): Promise<SyncRejection[]> {
  const rows = await db
    .selectFrom('sync_rejections')
    .selectAll()
    .where('user_email', '=', email)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    collection: row.collection as SyncCollection,
    documentId: row.document_id,
    reason: row.reason,
    createdAt: Number(row.created_at),
  }));
}

/** Acknowledges (removes) one of the user's rejections, or all of them when `id` is undefined. */
export async function clearRejections(db: Executor, email: string, id?: number): Promise<number> {
  let query = db.deleteFrom('sync_rejections').where('user_email', '=', email);
  if (id !== undefined) query = query.where('id', '=', id);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
