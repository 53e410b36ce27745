// Catalogue: the replication endpoints, one pull and one push per collection, and rejections.
import { SYNCED_COLLECTIONS, SYNC_COLLECTIONS, type SyncCollection } from '../../sync/collections';
import { syncPullQuerySchema, syncPushBodySchema } from '../../sync/protocol';
import { pascalName, type PascalName } from '../../sync/synced-collection';
import {
  clearRejectionsResponseSchema,
  syncPullResponseSchema,
  syncPushResponseSchema,
  syncRejectionIdParamsSchema,
  syncRejectionsResponseSchema,
} from '../sync';
import { endpoints, type Endpoint, type EndpointAccess } from './endpoint';

/** Who may call a collection's pull: anyone, a signed-in user (their own), or an admin. */
const PULL_ACCESS = { public: 'public', owner: 'user', admin: 'admin' } as const;

const pull = <C extends SyncCollection>(collection: C) => ({
  method: 'GET' as const,
  path: `/sync/${collection}/pull` as const,
  access: PULL_ACCESS[SYNCED_COLLECTIONS[collection].audience] as EndpointAccess,
  query: syncPullQuerySchema,
  response: syncPullResponseSchema(collection),
});
/** Every push needs a session; an admin-only collection's, an admin's. */
const push = <C extends SyncCollection>(collection: C) => ({
  method: 'POST' as const,
  path: `/sync/${collection}/push` as const,
  access: (SYNCED_COLLECTIONS[collection].audience === 'admin' ? 'admin' : 'user') as
    'user' | 'admin',
  body: syncPushBodySchema,
  response: syncPushResponseSchema(collection),
});

type PullEndpoints = { [C in SyncCollection]: ReturnType<typeof pull<C>> };
type PushEndpoints = { [C in SyncCollection]: ReturnType<typeof push<C>> };

/** The pull and push declarations of each collection (the server mounts each pair as one route). */
export const SYNC_PULL_ENDPOINTS = Object.fromEntries(
  SYNC_COLLECTIONS.map((name) => [name, pull(name)]),
) as PullEndpoints satisfies Record<SyncCollection, Endpoint>;
export const SYNC_PUSH_ENDPOINTS = Object.fromEntries(
  SYNC_COLLECTIONS.map((name) => [name, push(name)]),
) as PushEndpoints satisfies Record<SyncCollection, Endpoint>;

/** `syncPullMeals`, `syncPushUpcomingMeals`, …: each collection's pull and push by name. */
type NamedSyncEndpoints = {
  [C in SyncCollection as `syncPull${PascalName<C>}`]: PullEndpoints[C];
} & { [C in SyncCollection as `syncPush${PascalName<C>}`]: PushEndpoints[C] };
const NAMED_SYNC_ENDPOINTS = Object.fromEntries(
  SYNC_COLLECTIONS.flatMap((name) => [
    [`syncPull${pascalName(name)}`, SYNC_PULL_ENDPOINTS[name]],
    [`syncPush${pascalName(name)}`, SYNC_PUSH_ENDPOINTS[name]],
  ]),
) as NamedSyncEndpoints;

export const SYNC_ENDPOINTS = endpoints({
  ...NAMED_SYNC_ENDPOINTS,
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
