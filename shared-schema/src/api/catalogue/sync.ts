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
import { endpoints, type Endpoint, type EndpointAccess } from './endpoint';

/**
 * Owner-only collections (likes, requested-meals) pull with a session; every push needs one.
 * Admin-only ones (servings) pull and push for admins only.
 */
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
  syncPullDietaryProfiles: pull('dietary-profiles', 'user'),
  syncPullServings: pull('servings', 'admin'),
  syncPushMeals: push('meals'),
  syncPushUpcomingMeals: push('upcoming-meals'),
  syncPushReviews: push('reviews'),
  syncPushRequestedMeals: push('requested-meals'),
  syncPushLikes: push('likes'),
  syncPushMenu: push('menu'),
  syncPushSkips: push('skips'),
  syncPushHostelSettings: push('hostel-settings'),
  syncPushDietaryProfiles: push('dietary-profiles'),
  syncPushServings: { ...push('servings'), access: 'admin' as const },
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

/** The pull and push declarations of each collection (the server mounts each pair as one route). */
export const SYNC_PULL_ENDPOINTS = {
  meals: SYNC_ENDPOINTS.syncPullMeals,
  'upcoming-meals': SYNC_ENDPOINTS.syncPullUpcomingMeals,
  reviews: SYNC_ENDPOINTS.syncPullReviews,
  'requested-meals': SYNC_ENDPOINTS.syncPullRequestedMeals,
  likes: SYNC_ENDPOINTS.syncPullLikes,
  menu: SYNC_ENDPOINTS.syncPullMenu,
  skips: SYNC_ENDPOINTS.syncPullSkips,
  'hostel-settings': SYNC_ENDPOINTS.syncPullHostelSettings,
  'dietary-profiles': SYNC_ENDPOINTS.syncPullDietaryProfiles,
  servings: SYNC_ENDPOINTS.syncPullServings,
} satisfies Record<SyncCollection, Endpoint>;
export const SYNC_PUSH_ENDPOINTS = {
  meals: SYNC_ENDPOINTS.syncPushMeals,
  'upcoming-meals': SYNC_ENDPOINTS.syncPushUpcomingMeals,
  reviews: SYNC_ENDPOINTS.syncPushReviews,
  'requested-meals': SYNC_ENDPOINTS.syncPushRequestedMeals,
  likes: SYNC_ENDPOINTS.syncPushLikes,
  menu: SYNC_ENDPOINTS.syncPushMenu,
  skips: SYNC_ENDPOINTS.syncPushSkips,
  'hostel-settings': SYNC_ENDPOINTS.syncPushHostelSettings,
  'dietary-profiles': SYNC_ENDPOINTS.syncPushDietaryProfiles,
  servings: SYNC_ENDPOINTS.syncPushServings,
} satisfies Record<SyncCollection, Endpoint>;
