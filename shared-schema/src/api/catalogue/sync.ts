// Catalogue: the replication endpoints, one pull and one push per collection, and rejections.
import type { SyncCollection } from '../../sync/protocol';
import { syncPullQuerySchema, syncPushBodySchema } from '../../sync/protocol';
import {
  clearRejectionsResponseSchema,
  syncPullResponseSchema,
  syncPushResponseSchema,
  syncRejectionIdParamsSchema,
  syncRejectionsResponseSchema,
} from '../sync';
import { endpoints, type EndpointAccess } from './endpoint';

/** Owner-only collections (likes, requested-meals) pull with a session; every push needs one. */
const pull = <C extends SyncCollection>(collection: C, access: EndpointAccess) => ({
  method: 'GET' as const,
  path: `/sync/${collection}/pull` as const,
  access,
  query: syncPullQuerySchema,
  response: syncPullResponseSchema(collection),
});
const push = <C extends SyncCollection>(collection: C) => ({
  method: 'POST' as const,
  path: `/sync/${collection}/push` as const,
  access: 'user' as const,
  body: syncPushBodySchema,
  response: syncPushResponseSchema(collection),
});

export const SYNC_ENDPOINTS = endpoints({
  syncPullMeals: pull('meals', 'public'),
  syncPullUpcomingMeals: pull('upcoming-meals', 'public'),
  syncPullReviews: pull('reviews', 'public'),
  syncPullRequestedMeals: pull('requested-meals', 'user'),
  syncPullLikes: pull('likes', 'user'),
  syncPullMenu: pull('menu', 'public'),
  syncPullSkips: pull('skips', 'user'),
  syncPullHostelSettings: pull('hostel-settings', 'public'),
  syncPushMeals: push('meals'),
  syncPushUpcomingMeals: push('upcoming-meals'),
  syncPushReviews: push('reviews'),
  syncPushRequestedMeals: push('requested-meals'),
  syncPushLikes: push('likes'),
  syncPushMenu: push('menu'),
  syncPushSkips: push('skips'),
  syncPushHostelSettings: push('hostel-settings'),
  syncRejections: {
    method: 'GET',
    path: '/sync/rejections',
    access: 'user',
    response: syncRejectionsResponseSchema,
  },
  clearSyncRejections: {
    method: 'DELETE',
    path: '/sync/rejections',
    access: 'user',
    response: clearRejectionsResponseSchema,
  },
  clearSyncRejection: {
    method: 'DELETE',
    path: '/sync/rejections/{id}',
    access: 'user',
    params: syncRejectionIdParamsSchema,
    response: clearRejectionsResponseSchema,
  },
});
