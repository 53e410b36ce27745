// The spec §7 "meals" calls under /api: public reads, and the admin's add, edit, delete and
// publish. Thin: mounted from the shared catalogue (access and input checked there), the handler
// calls the domain inside one transaction, shapes the answer, then tells the realtime layer
// which synced collections changed.
import {
  ENDPOINTS,
  type DeleteResult,
  type InsertResult,
  type SuccessResult,
  type UpdateResult,
} from '@hostel/shared-schema';
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
import { mountEndpoint } from '../http/mount-endpoint';
import { inTransaction } from '../http/transaction';

export function registerMealsRoutes(router: AppRouter, { db, events, push }: Deps): void {
  mountEndpoint(router, ENDPOINTS.allMealsHome, () => homeMeals(db));
  mountEndpoint(router, ENDPOINTS.allMeals, (_ctx, { query }) => searchMeals(db, query));
  mountEndpoint(router, ENDPOINTS.meal, (_ctx, { params }) => getMeal(db, params.id));

  for (const [endpoint, destination] of [
    [ENDPOINTS.addMeal, 'meals'],
    [ENDPOINTS.addMealUpcoming, 'upcoming'],
  ] as const) {
    mountEndpoint(router, endpoint, async (ctx, { user, body }) => {
      const insertedId = await inTransaction(db, (trx) => addMeal(trx, user, body, destination));
      events.emit('synced-change', {
        collections: [destination === 'meals' ? 'meals' : 'upcoming-meals'],
      });
      ctx.status = 201;
      return { acknowledged: true, insertedId } satisfies InsertResult;
    });
  }

  mountEndpoint(router, ENDPOINTS.allMealsAdmin, (_ctx, { query }) => adminMeals(db, query.page));

  mountEndpoint(router, ENDPOINTS.updateOneMeal, async (_ctx, { params, body }) => {
    const result = await inTransaction(db, (trx) => updateMeal(trx, params.id, body));
    if (result.modified) events.emit('synced-change', { collections: ['meals'] });
    return {
      acknowledged: true,
      matchedCount: result.matched ? 1 : 0,
      modifiedCount: result.modified ? 1 : 0,
    } satisfies UpdateResult;
  });

  mountEndpoint(router, ENDPOINTS.deleteMealAdmin, async (_ctx, { params }) => {
    const result = await inTransaction(db, (trx) => deleteMeal(trx, params.id));
    if (result.deleted) {
      events.emit('synced-change', { collections: ['meals', 'reviews'] });
      if (result.ownerEmails.length > 0) {
        events.emit('synced-change', {
          collections: ['likes', 'requested-meals'],
          emails: result.ownerEmails,
        });
      }
    }
    return { acknowledged: true, deletedCount: result.deleted ? 1 : 0 } satisfies DeleteResult;
  });

  mountEndpoint(router, ENDPOINTS.allUpcomingMeals, (_ctx, { query }) =>
    adminUpcomingMeals(db, query.page),
  );
  mountEndpoint(router, ENDPOINTS.allUpcomingMealsUser, () => userUpcomingMeals(db));

  mountEndpoint(router, ENDPOINTS.fromUpcomingToMeals, async (_ctx, { params }) => {
    const result = await inTransaction(db, (trx) => publishUpcomingMeal(trx, params.id));
    events.emit('synced-change', { collections: ['meals', 'upcoming-meals'] });
    if (result.likerEmails.length > 0) {
      events.emit('synced-change', { collections: ['likes'], emails: result.likerEmails });
      push?.likedMealPublished(result.mealId, result.likerEmails);
    }
    return { success: true } satisfies SuccessResult;
  });
}
