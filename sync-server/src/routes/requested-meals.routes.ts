// The spec §7 "requested meals" calls under /api: validate, open one transaction around the
// domain rule, answer in the API's shapes, then tell live-sync clients (owner only).
import {
  addRequestedMealBodySchema,
  allRequestedMealsQuerySchema,
  checkRequestedMealQuerySchema,
  myRequestedMealsQuerySchema,
  requestedMealIdParamsSchema,
} from '@hostel/shared-schema';
import { requireAdmin, requireSelf, requireUser } from '../auth/session';
import {
  deleteOwnRequest,
  findUserRequestForMeal,
  requestMeal,
  serveRequest,
} from '../domain/requested-meals/requested-meals';
import { listAllRequests, listUserRequests } from '../domain/requested-meals/requested-meal-lists';
import type { AppRouter, Deps } from '../http/context';
import { inTransaction } from '../http/transaction';
import { parseInput } from '../http/validate';

export function registerRequestedMealsRoutes(router: AppRouter, deps: Deps): void {
  const changed = (ownerEmail: string) =>
    deps.events.emit('synced-change', { collections: ['requested-meals'], emails: [ownerEmail] });

  router.get('/check-requested-meal', async (ctx) => {
    requireUser(ctx);
    const { id, email } = parseInput(checkRequestedMealQuerySchema, ctx.query);
    const user = requireSelf(ctx, email);
    ctx.body = JSON.stringify(await findUserRequestForMeal(deps.db, user.email, id));
    ctx.type = 'application/json';
  });

  router.post('/add-requested-meal', async (ctx) => {
    requireUser(ctx);
    const body = parseInput(addRequestedMealBodySchema, ctx.request.body);
    const user = requireSelf(ctx, body.email);
    ctx.body = await inTransaction(deps.db, (trx) => requestMeal(trx, user, body.mealId));
    ctx.status = 201;
    changed(user.email);
  });

  router.get('/my-requested-meals', async (ctx) => {
    requireUser(ctx);
    const { email, sort, page } = parseInput(myRequestedMealsQuerySchema, ctx.query);
    const user = requireSelf(ctx, email);
    ctx.body = await listUserRequests(deps.db, user.email, sort, page);
  });

  router.delete('/delete-requested-meal/:id', async (ctx) => {
    const user = requireUser(ctx);
    const { id } = parseInput(requestedMealIdParamsSchema, ctx.params);
    const { ownerEmail, ...result } = await inTransaction(deps.db, (trx) =>
      deleteOwnRequest(trx, user, id),
    );
    ctx.body = result;
    changed(ownerEmail);
  });

  router.get('/all-requested-meals', async (ctx) => {
    requireAdmin(ctx);
    const { search, page } = parseInput(allRequestedMealsQuerySchema, ctx.query);
    const { requestedMeals, count } = await listAllRequests(deps.db, search, page);
    ctx.body = { count, requestedMeals };
  });

  router.patch('/update-requested-meal/:id', async (ctx) => {
    requireAdmin(ctx);
    const { id } = parseInput(requestedMealIdParamsSchema, ctx.params);
    const {
      ownerEmail,
      changed: didChange,
      ...result
    } = await inTransaction(deps.db, (trx) => serveRequest(trx, id));
    ctx.body = result;
    if (didChange) changed(ownerEmail);
  });
}
