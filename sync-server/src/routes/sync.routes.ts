// Replication endpoints (docs/sync.md) and the rejections channel:
//   GET    /api/sync/{collection}/pull?id=&seq=&batchSize=  → {documents, checkpoint}
//   POST   /api/sync/{collection}/push  [{assumedMasterState?, newDocumentState}] → conflicts[]
//          (refused ids: bounded header x-sync-rejected with x-sync-rejected-count, or
//          {conflicts, refusedIds} in the body for a client sending x-sync-refusals: body)
//   GET    /api/sync/rejections                             → {rejections} (own, newest first)
//   DELETE /api/sync/rejections[/:id]                       → {acknowledged, deletedCount}
// Public collections pull without a session; owner-only ones (likes, requested-meals, skips,
// dietary-profiles) need one and carry only the caller's rows; admin-only ones (servings) pull and
// push for admins, and pull from yesterday on. Every push needs a session.
// Mounted from the shared catalogue: each collection's pull (and push) declaration, served by one
// route whose {collection} picks it.
import {
  addDaysToDate,
  ADMIN_ONLY_COLLECTIONS,
  dateAt,
  ENDPOINTS,
  OWNER_ONLY_COLLECTIONS,
  SYNC_PULL_ENDPOINTS,
  SYNC_PUSH_ENDPOINTS,
  type DeleteResult,
  type Review,
  type SyncPushRow,
} from '@hostel/shared-schema';
import { checkpointFor, resumeFrom, reviewFor } from '../domain/reviews/reviewer-privacy';
import { loadSettings } from '../domain/hostel/settings';
import { clearRejections, listRejections } from '../domain/sync/rejections';
import { pullChanges } from '../domain/sync/pull-changes';
import { pushChanges } from '../domain/sync/push-changes';
import type { AppRouter, Deps } from '../http/context';
import { notFound } from '../http/errors';
import { mountEndpoint, mountEndpointGroup } from '../http/mount-endpoint';
import { inTransaction } from '../http/transaction';
import { takePoint } from '../http/limiters';
import { writeLimitsOf } from '../http/write-limits';
import { requestLog } from '../telemetry/log-context';
import { answerPush } from './sync-refusals';

const unknownCollection = () => notFound('Collection');

export function registerSyncRoutes(router: AppRouter, deps: Deps): void {
  const { db, events, clock, metrics } = deps;
  const limits = writeLimitsOf(deps);
  const env = { clock };
  mountEndpoint(router, ENDPOINTS.syncRejections, async (_ctx, { user }) => ({
    rejections: await listRejections(db, user.email),
  }));

  mountEndpoint(router, ENDPOINTS.clearSyncRejections, async (_ctx, { user }) => {
    const deletedCount = await clearRejections(db, user.email);
    return { acknowledged: true, deletedCount } satisfies DeleteResult;
  });

  mountEndpoint(router, ENDPOINTS.clearSyncRejection, async (_ctx, { user, params }) => {
    const deletedCount = await clearRejections(db, user.email, params.id);
    return { acknowledged: true, deletedCount } satisfies DeleteResult;
  });

  mountEndpointGroup(
    router,
    {
      path: '/sync/{collection}/pull',
      param: 'collection',
      members: SYNC_PULL_ENDPOINTS,
      unknown: unknownCollection,
    },
    async (ctx, { user, query }, collection) => {
      const ownerOnly = OWNER_ONLY_COLLECTIONS.includes(collection);
      const checkpoint =
        query.id !== undefined && query.seq !== undefined
          ? { id: query.id, seq: query.seq }
          : undefined;
      ctx.set('cache-control', 'no-store');
      metrics?.syncPulls.inc({ collection });
      if (collection !== 'reviews') {
        // A counter needs the day it serves (and the day before, for a night shift's servings).
        const fromDate = ADMIN_ONLY_COLLECTIONS.includes(collection)
          ? addDaysToDate(dateAt(clock.now(), (await loadSettings(db)).timeZone), -1)
          : undefined;
        ctx.body = await pullChanges(db, collection, {
          checkpoint,
          batchSize: query.batchSize,
          ownerEmail: ownerOnly ? user?.email : undefined,
          fromDate,
        });
        return;
      }
      const page = await pullChanges(db, collection, {
        checkpoint: resumeFrom(checkpoint, user),
        batchSize: query.batchSize,
      });
      ctx.body = {
        documents: page.documents.map((doc) => reviewFor(doc as unknown as Review, user)),
        checkpoint: checkpointFor(page.checkpoint, user),
      };
    },
  );

  mountEndpointGroup(
    router,
    {
      path: '/sync/{collection}/push',
      param: 'collection',
      members: SYNC_PUSH_ENDPOINTS,
      unknown: unknownCollection,
    },
    async (ctx, { user, body }, collection) => {
      const rows = body as SyncPushRow<Record<string, unknown>>[];
      if (collection === 'reviews') {
        // Each pushed review row counts; beyond the limit the whole push answers 429 and RxDB
        // retries it later, so an offline backlog is delayed, never lost. One push never costs
        // more than a whole window: a backlog larger than the allowance (the client pushes up to
        // SYNC_PUSH_MAX_ROWS rows at once) still goes through once the window is fresh, instead
        // of being refused forever.
        const cost = Math.min(rows.length, limits.syncedReviews.points);
        await takePoint(limits.syncedReviews, user.id, 'Too many reviews.', cost);
      }
      const outcome = await inTransaction(db, (trx) =>
        pushChanges(trx, collection, user, rows, env),
      );
      metrics?.syncPushes.inc({ collection });
      for (const reason of outcome.refusalKinds) metrics?.refusedWrites.inc({ collection, reason });
      if (outcome.rejectedIds.length > 0) {
        requestLog(ctx.req).info(
          { collection, refused: outcome.rejectedIds.length, reasons: outcome.refusalKinds },
          'pushed documents refused',
        );
      }
      const owned = outcome.changed.filter((name) => OWNER_ONLY_COLLECTIONS.includes(name));
      const shared = outcome.changed.filter((name) => !OWNER_ONLY_COLLECTIONS.includes(name));
      if (shared.length > 0) events.emit('synced-change', { collections: shared });
      if (owned.length > 0)
        events.emit('synced-change', { collections: owned, emails: [user.email] });
      // A refused write came from the device's queue: its owner is told why, app open or not.
      if (outcome.rejectedIds.length > 0) deps.push?.writesRefused(user.email, outcome.refusals);
      answerPush(ctx, outcome.conflicts, outcome.rejectedIds);
    },
  );
}
