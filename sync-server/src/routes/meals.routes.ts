// The spec §7 "meals" calls under /api: public reads, and the admin's add, edit, delete and
// publish. Thin: validate with shared-schema, call the domain inside one transaction, shape the
// answer, then tell the realtime layer which synced collections changed.
import {
  addMealBodySchema,
  adminPageQuerySchema,
  allMealsQuerySchema,
  mealIdParamsSchema,
  updateMealBodySchema,
  type DeleteResult,
  type InsertResult,
  type SuccessResult,
  type UpdateResult,
} from '@hostel/shared-schema';
import { requireAdmin } from '../auth/session';
import { addMeal } from '../domain/meals/add-meal';
import { deleteMeal } from '../domain/meals/delete-meal';
import {
  adminMeals,
  adminUpcomingMeals,
  getMeal,
  homeMeals,
  searchMeals,
  userUpcomingMeals,
} from '../domain/meals/meal-queries';
import { publishUpcomingMeal } from '../domain/meals/publish-upcoming';
import { updateMeal } from '../domain/meals/update-meal';
import type { AppRouter, Deps } from '../http/context';
import { inTransaction } from '../http/transaction';
import { parseInput } from '../http/validate';

export function registerMealsRoutes(router: AppRouter, { db, events }: Deps): void {
  router.get('/all-meals-home', async (ctx) => {
    ctx.body = await homeMeals(db);
  });

  router.get('/all-meals', async (ctx) => {
    ctx.body = await searchMeals(db, parseInput(allMealsQuerySchema, ctx.query));
  });

  router.get('/meal/:id', async (ctx) => {
    ctx.body = await getMeal(db, parseInput(mealIdParamsSchema, ctx.params).id);
  });

  for (const [path, destination] of [
    ['/add-meal', 'meals'],
    ['/add-meal-upcoming', 'upcoming'],
  ] as const) {
    router.post(path, async (ctx) => {
      const admin = requireAdmin(ctx);
      const input = parseInput(addMealBodySchema, ctx.request.body);
      const insertedId = await inTransaction(db, (trx) => addMeal(trx, admin, input, destination));
      events.emit('synced-change', {
        collections: [destination === 'meals' ? 'meals' : 'upcoming-meals'],
      });
      ctx.status = 201;
      ctx.body = { acknowledged: true, insertedId } satisfies InsertResult;
    });
  }

  router.get('/all-meals-admin', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await adminMeals(db, parseInput(adminPageQuerySchema, ctx.query).page);
  });

  router.patch('/update-one-meal/:id', async (ctx) => {
    requireAdmin(ctx);
    const { id } = parseInput(mealIdParamsSchema, ctx.params);
    const input = parseInput(updateMealBodySchema, ctx.request.body);
    const result = await inTransaction(db, (trx) => updateMeal(trx, id, input));
    if (result.modified) events.emit('synced-change', { collections: ['meals'] });
    ctx.body = {
      acknowledged: true,
      matchedCount: result.matched ? 1 : 0,
      modifiedCount: result.modified ? 1 : 0,
    } satisfies UpdateResult;
  });

  router.delete('/delete-a-meal-admin/:id', async (ctx) => {
    requireAdmin(ctx);
    const { id } = parseInput(mealIdParamsSchema, ctx.params);
    const result = await inTransaction(db, (trx) => deleteMeal(trx, id));
    if (result.deleted) {
      events.emit('synced-change', { collections: ['meals', 'reviews'] });
      if (result.ownerEmails.length > 0) {
        events.emit('synced-change', {
          collections: ['likes', 'requested-meals'],
          emails: result.ownerEmails,
        });
      }
    }
    ctx.body = { acknowledged: true, deletedCount: result.deleted ? 1 : 0 } satisfies DeleteResult;
  });

  router.get('/all-upcoming-meals', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await adminUpcomingMeals(db, parseInput(adminPageQuerySchema, ctx.query).page);
  });

  router.get('/all-upcoming-meals-user', async (ctx) => {
    ctx.body = await userUpcomingMeals(db);
  });

  router.post('/from-upcoming-to-meals/:id', async (ctx) => {
    requireAdmin(ctx);
    const { id } = parseInput(mealIdParamsSchema, ctx.params);
    const result = await inTransaction(db, (trx) => publishUpcomingMeal(trx, id));
    events.emit('synced-change', { collections: ['meals', 'upcoming-meals'] });
    if (result.likerEmails.length > 0) {
      events.emit('synced-change', { collections: ['likes'], emails: result.likerEmails });
    }
    ctx.body = { success: true } satisfies SuccessResult;
  });
}
