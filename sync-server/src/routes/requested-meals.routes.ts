// The spec §7 "requested meals" calls under /api, mounted from the shared catalogue (access,
// ownership and input checked there): open one transaction around the domain rule, answer in
// the API's shapes, then tell live-sync clients (owner only). Serving a request pushes its owner
// a notice.
import { ENDPOINTS } from '@hostel/shared-schema';
import {
  deleteOwnRequest,
  findUserRequestForMeal,
  requestMeal,
  serveRequest,
} from '../domain/requested-meals/requested-meals';
import { listAllRequests, listUserRequests } from '../domain/requested-meals/requested-meal-lists';
import type { AppRouter, Deps } from '../http/context';
import { mountEndpoint } from '../http/mount-endpoint';
import { inTransaction } from '../http/transaction';

export function registerRequestedMealsRoutes(router: AppRouter, deps: Deps): void {
  const changed = (ownerEmail: string) =>
    deps.events.emit('synced-change', { collections: ['requested-meals'], emails: [ownerEmail] });

  mountEndpoint(router, ENDPOINTS.checkRequestedMeal, async (ctx, { user, query }) => {
    ctx.body = JSON.stringify(await findUserRequestForMeal(deps.db, user.email, query.id));
    ctx.type = 'application/json';
  });

  mountEndpoint(router, ENDPOINTS.addRequestedMeal, async (ctx, { user, body }) => {
    ctx.body = await inTransaction(deps.db, (trx) => requestMeal(trx, user, body.mealId));
    ctx.status = 201;
    changed(user.email);
  });

  mountEndpoint(router, ENDPOINTS.myRequestedMeals, (_ctx, { user, query }) =>
    listUserRequests(deps.db, user.email, query.sort, query.page),
  );

  mountEndpoint(router, ENDPOINTS.deleteRequestedMeal, async (ctx, { user, params }) => {
    const { ownerEmail, ...result } = await inTransaction(deps.db, (trx) =>
      deleteOwnRequest(trx, user, params.id),
    );
    ctx.body = result;
    changed(ownerEmail);
  });

  mountEndpoint(router, ENDPOINTS.allRequestedMeals, async (_ctx, { query }) => {
    const { requestedMeals, count } = await listAllRequests(deps.db, query.search, query.page);
    return { count, requestedMeals };
  });

  mountEndpoint(router, ENDPOINTS.updateRequestedMeal, async (ctx, { params }) => {
    const {
      ownerEmail,
      changed: didChange,
      ...result
    } = await inTransaction(deps.db, (trx) => serveRequest(trx, params.id));
    ctx.body = result;
    if (didChange) {
      changed(ownerEmail);
      deps.push?.requestServed(params.id, ownerEmail);
    }
  });
}
