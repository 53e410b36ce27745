// Replication endpoints (DESIGN.md "API conventions" → Replication) and the rejections channel:
//   GET    /api/sync/{collection}/pull?id=&seq=&batchSize=  → {documents, checkpoint}
//   POST   /api/sync/{collection}/push  [{assumedMasterState?, newDocumentState}] → conflicts[]
//          (header x-sync-rejected: JSON ids refused by a rule)
//   GET    /api/sync/rejections                             → {rejections} (own, newest first)
//   DELETE /api/sync/rejections[/:id]                       → {acknowledged, deletedCount}
// Public collections pull without a session; owner-only ones (likes, requested-meals) need one
// and carry only the caller's rows. Every push needs a session.
import {
  isSyncCollection,
  numberFromText,
  OWNER_ONLY_COLLECTIONS,
  SYNC_REJECTED_HEADER,
  syncPullQuerySchema,
  syncPushBodySchema,
  type DeleteResult,
  type SyncCollection,
  type SyncPushRow,
} from '@hostel/shared-schema';
import { z } from 'zod';
import { requireUser } from '../auth/session';
import { systemClock } from '../domain/hostel/clock';
import { clearRejections, listRejections } from '../domain/sync/rejections';
import { pullChanges } from '../domain/sync/pull-changes';
import { pushChanges } from '../domain/sync/push-changes';
import type { AppContext, AppRouter, Deps } from '../http/context';
import { notFound } from '../http/errors';
import { inTransaction } from '../http/transaction';
import { parseInput } from '../http/validate';
import { takePoint } from '../http/limiters';
import { writeLimitsOf } from '../http/write-limits';

function collectionOf(ctx: AppContext): SyncCollection {
  const name = ctx.params.collection;
  if (!isSyncCollection(name)) throw notFound('Collection');
  return name;
}

const rejectionIdSchema = z.object({ id: numberFromText(z.number().int().min(1)) });

export function registerSyncRoutes(router: AppRouter, deps: Deps): void {
  const { db, events, clock } = deps;
  const limits = writeLimitsOf(deps);
  const env = { clock: clock ?? systemClock };
  router.get('/sync/rejections', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = { rejections: await listRejections(db, user.email) };
  });

  router.delete('/sync/rejections', async (ctx) => {
    const user = requireUser(ctx);
    const deletedCount = await clearRejections(db, user.email);
    ctx.body = { acknowledged: true, deletedCount } satisfies DeleteResult;
  });

  router.delete('/sync/rejections/:id', async (ctx) => {
    const user = requireUser(ctx);
    const { id } = parseInput(rejectionIdSchema, ctx.params);
    const deletedCount = await clearRejections(db, user.email, id);
    ctx.body = { acknowledged: true, deletedCount } satisfies DeleteResult;
  });

  router.get('/sync/:collection/pull', async (ctx) => {
    const collection = collectionOf(ctx);
    const ownerOnly = OWNER_ONLY_COLLECTIONS.includes(collection);
    const user = ownerOnly ? requireUser(ctx) : ctx.state.user;
    const query = parseInput(syncPullQuerySchema, ctx.query);
    const checkpoint =
      query.id !== undefined && query.seq !== undefined
        ? { id: query.id, seq: query.seq }
        : undefined;
    ctx.set('cache-control', 'no-store');
    ctx.body = await pullChanges(db, collection, {
      checkpoint,
      batchSize: query.batchSize,
      ownerEmail: ownerOnly ? user?.email : undefined,
    });
  });

  router.post('/sync/:collection/push', async (ctx) => {
    const collection = collectionOf(ctx);
    const user = requireUser(ctx);
    const rows = parseInput(syncPushBodySchema, ctx.request.body) as SyncPushRow<
      Record<string, unknown>
    >[];
    if (collection === 'reviews') {
      // Each pushed review row counts; beyond the limit the whole push answers 429 and RxDB
      // retries it later, so an offline backlog is delayed, never lost. One push never costs more
      // than a whole window: a backlog larger than the allowance (the client pushes up to
      // SYNC_PUSH_MAX_ROWS rows at once) still goes through once the window is fresh, instead of
      // being refused forever.
      const cost = Math.min(rows.length, limits.syncedReviews.points);
      await takePoint(limits.syncedReviews, user.id, 'Too many reviews.', cost);
    }
    const outcome = await inTransaction(db, (trx) => pushChanges(trx, collection, user, rows, env));
    const owned = outcome.changed.filter((name) => OWNER_ONLY_COLLECTIONS.includes(name));
    const shared = outcome.changed.filter((name) => !OWNER_ONLY_COLLECTIONS.includes(name));
    if (shared.length > 0) events.emit('synced-change', { collections: shared });
    if (owned.length > 0)
      events.emit('synced-change', { collections: owned, emails: [user.email] });
    if (outcome.rejectedIds.length > 0) {
      ctx.set(SYNC_REJECTED_HEADER, encodeURIComponent(JSON.stringify(outcome.rejectedIds)));
    }
    ctx.set('cache-control', 'no-store');
    ctx.body = outcome.conflicts;
  });
}
